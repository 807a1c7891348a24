import { describe, expect, it } from "vitest";
import type { RelevantPoint } from "./phase1-relevant-points";
import { absorbRowBefore, summarize } from "./point-rows";
import {
  cutAtWords,
  DANGLING_LAW_OPENING,
  LAW_REFERENCE,
  SENTENCE_OPENERS,
  withoutDanglingLawOpening,
  withoutTitleLine,
} from "./requirement-text";
import { readTenderTables } from "./tender-tables";

describe("'Requisito' says the point, nothing else (issue 9)", () => {
  it.each(SENTENCE_OPENERS.map((opener) => [opener.example, opener.pattern]))(
    "drops the title over %j",
    (example, pattern) => {
      const [title, ...rest] = example.split("\n");
      expect(pattern.test(rest.join("\n"))).toBe(true);
      expect(summarize(example)).toBe(rest.join(" "));
      expect(summarize(example)).not.toContain(title);
    },
  );

  it("keeps a label whose value is a place named with an article", () => {
    const place = "Lugar de entrega\nLa Paz, Baja California Sur, en el almacén general del gobierno.";
    expect(withoutTitleLine(place)).toBe(place);
  });

  it("keeps a line that is the sentence's own start, a label before its date, and a line ending on a small word", () => {
    const wrapped =
      "La garantía se otorgará en favor de la Tesorería del\nMunicipio por el diez por ciento del monto.";
    expect(withoutTitleLine(wrapped)).toBe(wrapped);
    const label =
      "Apertura de las propuestas técnicas\nEl día 12/05/2026 a las 11:00 horas, en la sala de juntas.";
    expect(withoutTitleLine(label)).toBe(label);
    const short = "Plazo de entrega\nLos bienes llegarán.";
    expect(withoutTitleLine(short)).toBe(short);
  });

  it("drops a clause number with 'Nº' and an annex's numbered clause", () => {
    expect(
      summarize("Artículo Nº 7: PLAZO DE ENTREGA: Los bienes se entregarán dentro de los veinte días."),
    ).toBe("Los bienes se entregarán dentro de los veinte días.");
    expect(
      summarize("B2.3 Embalaje\nTodos los equipos vendrán en su caja original sellada por el fabricante."),
    ).toBe("Todos los equipos vendrán en su caja original sellada por el fabricante.");
  });

  it("drops the tail of a citation the sentence opens on", () => {
    expect(DANGLING_LAW_OPENING.pattern.test(DANGLING_LAW_OPENING.example)).toBe(true);
    expect(withoutDanglingLawOpening(DANGLING_LAW_OPENING.example)).toBe(
      "El licitante entregará la fianza de cumplimiento.",
    );
    // The articles a section's title rests on, left in parentheses before its first sentence (stop 31).
    expect(
      withoutDanglingLawOpening(
        "(Artículo 203 y ss LCSP) No ha lugar a introducir modificaciones en el contrato.",
      ),
    ).toBe("No ha lugar a introducir modificaciones en el contrato.");
  });

  it("shows a sentence whole when it fits in five more words, and cuts a longer one without a hanging reference or word", () => {
    const twentyEight = Array.from({ length: 28 }, (_, index) => `palabra${index}`).join(" ");
    expect(cutAtWords(twentyEight, 25, 5)).toBe(twentyEight);
    expect(LAW_REFERENCE.pattern.test(LAW_REFERENCE.example)).toBe(true);
    const long =
      "El licitante ganador entregará la póliza de responsabilidad civil por daños a terceros dentro de los diez días hábiles siguientes, conforme al artículo 48 de la Ley de Adquisiciones y a su reglamento vigente en la fecha.";
    expect(summarize(long)).toBe(
      "El licitante ganador entregará la póliza de responsabilidad civil por daños a terceros dentro de los diez días hábiles siguientes…",
    );
    const hanging =
      "Los licitantes podrán asistir a la visita al sitio de los trabajos que se realizará en la fecha y hora señaladas por la dependencia en el calendario del procedimiento publicado en el portal oficial.";
    expect(summarize(hanging).endsWith(" señaladas por la dependencia…")).toBe(true);
  });

  it("joins two rows by their sentences, not by a quote that opens on the sentence before's tail", () => {
    const row = (requirement: string, quote: string): RelevantPoint => ({
      requirement,
      kind: "requisito_administrativo",
      deliverable: null,
      dateOrDeadline: null,
      weight: null,
      mandatory: true,
      quote,
      passageId: "p1",
      documentName: "bases.pdf",
      page: 3,
      alsoIn: [],
    });
    const first = row(
      "Se cotizará en pesos mexicanos.",
      "de la presente convocatoria. Se cotizará en pesos mexicanos.",
    );
    const second = row(
      "Los precios serán fijos hasta la entrega.",
      "de la presente convocatoria. Se cotizará en pesos mexicanos. Los precios serán fijos hasta la entrega.",
    );
    const points = [first];
    absorbRowBefore(points, second);
    expect(points).toHaveLength(0);
    expect(second.requirement).toBe(
      "Se cotizará en pesos mexicanos. Los precios serán fijos hasta la entrega.",
    );
  });
});

describe("'Requisito' of a scored table row", () => {
  it("names the criterion without the table's numeral", () => {
    const lines = [
      "RUBRO\tPUNTOS",
      "I. Calidad de los equipos propuestos\t30",
      "II. Experiencia del licitante en contratos similares\t20",
    ];
    const text = lines.join("\n");
    const rows = readTenderTables([{ id: "p1", documentName: "bases.pdf", page: 4, text }]).rows.filter(
      (row) => row.kind === "criterio",
    );
    expect(rows.map((row) => row.requirement)).toEqual([
      "Calidad de los equipos propuestos: 30 puntos",
      "Experiencia del licitante en contratos similares: 20 puntos",
    ]);
  });
});

describe("'Requisito' without what a cut or a line break leaves", () => {
  it("rejoins a word broken at a line's end, not 'pre- y posventa'", () => {
    expect(summarize("La asociación deberá tener una du- ración mayor que la del contrato.")).toBe(
      "La asociación deberá tener una duración mayor que la del contrato.",
    );
    expect(summarize("Se dará servicio de pre- y posventa en el sitio.")).toBe(
      "Se dará servicio de pre- y posventa en el sitio.",
    );
  });

  it("drops 'siendo de aplicación lo establecido en el artículo…' when the cut leaves it hanging", () => {
    const long =
      "Las propuestas se entregarán en sobre cerrado en la oficialía de partes de la dependencia en el horario indicado en la convocatoria, siendo de aplicación lo establecido en el artículo 34 del reglamento vigente en la materia.";
    expect(summarize(long)).toBe(
      "Las propuestas se entregarán en sobre cerrado en la oficialía de partes de la dependencia en el horario indicado en la convocatoria…",
    );
  });
});
