/**
 * Every cue of the vocabulary on its own example sentence, run through the rules that read it: a cue
 * whose example the rules no longer recognise (a broken pattern, an earlier cue that shadows it) fails.
 */
import { describe, expect, it } from "vitest";
import { calendarEventOf, evaluationMethodOf } from "./calendar-events";
import { professionsIn, requestedDocumentsOf } from "./evaluation-documents";
import { aspectsAsked, aspectsStated } from "./evaluation-facts";
import { isGoodsDescription } from "./evaluation-goods";
import { maximumOf } from "./evaluation-maxima";
import { technicalMinimumOf } from "./evaluation-threshold";
import { placeOf } from "./event-places";
import { totalLineOf } from "./format-price-table";
import { isAfterAward, isMandatory, isParticipationBar, isProcedureCondition } from "./mandatory-rules";
import { noiseClassOf } from "./noise-rows";
import {
  classify,
  findDateOrDeadline,
  isBuyerContentOpening,
  isBuyerSubject,
  isPoint,
  withoutLawCitations,
} from "./point-rules";
import { shortestQuote } from "./quote-span";
import { readsAsTender } from "./tender-check";
import { columnRoleOf, VOCABULARY } from "./tender-vocabulary";
import { isGlossaryHeading } from "./title-lines";

describe("tender vocabulary", () => {
  for (const [index, entry] of VOCABULARY.entries()) {
    it(`${entry.group} ${entry.kind ?? entry.name ?? ""} #${index}: «${entry.example}»`, () => {
      // Column cues read a header cell compacted (no blanks, no accents, lower case).
      if (entry.group !== "columna") expect(entry.pattern.test(entry.example)).toBe(true);
      const kind = classify(entry.example);
      switch (entry.group) {
        case "tipo":
          expect(kind).toBe(entry.kind);
          expect(isPoint(kind ?? "requisito_legal", entry.example, false)).toBe(true);
          break;
        case "obligacion":
        case "subsanacion":
          expect(isMandatory(kind ?? "requisito_administrativo", entry.example)).toBe(true);
          break;
        case "opcion":
        case "puntaje":
        case "prerrogativa":
        case "ejecucion":
          expect(isMandatory(kind ?? "requisito_administrativo", entry.example)).toBe(false);
          break;
        case "convocante":
          expect(isBuyerSubject(entry.example)).toBe(true);
          break;
        case "contenido":
          expect(isBuyerContentOpening(entry.example)).toBe(true);
          break;
        case "cita_legal":
          expect(withoutLawCitations(entry.example)).not.toMatch(/\d{4}|\d+\.\d+/);
          break;
        case "negacion":
          expect(["causal_rechazo", "garantia"]).not.toContain(kind);
          break;
        case "remision":
        case "titulo":
          expect(isPoint(kind ?? "requisito_administrativo", entry.example, false)).toBe(false);
          break;
        case "evento":
          expect(calendarEventOf(entry.example)).toBe(entry.name);
          break;
        case "duracion":
          expect(calendarEventOf(entry.example)).toBeNull();
          break;
        case "medida":
          expect(findDateOrDeadline(entry.example)).toBeNull();
          break;
        case "licitacion":
          expect(readsAsTender([entry.example]).missing).not.toContain(entry.name);
          break;
        case "columna":
          expect(columnRoleOf(entry.example)).toBe(entry.name);
          break;
        case "lugar":
          expect(placeOf(entry.example)).not.toBe("");
          break;
        case "glosario":
          expect(isGlossaryHeading(entry.example)).toBe(true);
          break;
        case "corte": {
          // The example's quote ends where its boundary begins, without the comma before it.
          const at = entry.example.search(entry.pattern);
          const head = entry.example.slice(0, at).replace(/[\s,;:]+$/u, "");
          expect(shortestQuote(entry.example, { kind: kind ?? "requisito_administrativo" })).toBe(head);
          break;
        }
        case "posterior":
          expect(isAfterAward(entry.example)).toBe(true);
          break;
        case "procedimiento":
          expect(isProcedureCondition(entry.example)).toBe(true);
          break;
        case "impedimento":
          expect(isParticipationBar(entry.example)).toBe(true);
          break;
        case "ruido":
          expect(noiseClassOf(entry.example)).toBe(entry.name);
          break;
        case "metodo":
          expect(evaluationMethodOf([entry.example])?.name).toBe(entry.name);
          break;
        case "mencion":
          expect(evaluationMethodOf([entry.example])).toBeNull();
          break;
        case "documento":
          expect(requestedDocumentsOf(entry.example)).toContain(entry.name);
          break;
        case "rubro":
          expect(aspectsAsked(entry.example)).toEqual(expect.arrayContaining([...(entry.aspects ?? [])]));
          break;
        case "recurso":
          expect(aspectsStated(entry.example)).toEqual(expect.arrayContaining([...(entry.aspects ?? [])]));
          break;
        case "bien":
          expect(isGoodsDescription(entry.example)).toBe(true);
          break;
        case "tope":
          // A maximum counts only beside a proportional rule.
          expect(maximumOf(entry.example)).toBeNull();
          expect(maximumOf(`al que acredite el mayor número de ${entry.name}, ${entry.example}`)?.unit).toBe(
            entry.name,
          );
          break;
        case "proporcional":
          expect(maximumOf(`${entry.example}, con un máximo de 6 contratos`)?.maximum).toBe(6);
          break;
        case "profesion":
          expect(professionsIn(entry.example).length).toBeGreaterThan(0);
          break;
        case "minimo":
          expect(technicalMinimumOf(entry.example)).toBeGreaterThan(0);
          break;
        case "total":
          expect(totalLineOf(entry.example)?.name).toBe(entry.name);
          break;
      }
    });
  }
});
