/**
 * Measures phase 1's 'Tipo' and 'Obligatorio' on sentences written and labelled blind (tests/fixtures/written/):
 * each sentence is read as phase 1 reads a page (its document's title, its section's heading, the sentence)
 * and its row's kind and flag are compared with the label.
 *
 *   npm run score:sentences              every set, its odd ids (tuned on) and even ids (held out) apart
 *   npm run score:sentences -- --rows    also prints each disagreement of the odd ids (never the even ones)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extractRelevantPoints } from "../src/server/features/phases/extractive/phase1-relevant-points";

interface WrittenSentence {
  id: string;
  sentence: string;
  kind: string;
  mandatory: boolean;
  section: string;
  doc?: string;
}

const FOLDER = "tests/fixtures/written";
// The title a document of each kind opens with (the written sets name it in 'doc'; Mexican ones have none).
const TITLES: Record<string, string> = {
  pcap: "PLIEGO DE CLÁUSULAS ADMINISTRATIVAS PARTICULARES",
  ppt: "PLIEGO DE PRESCRIPCIONES TÉCNICAS PARTICULARES",
  anexo_caracteristicas: "ANEXO I. CUADRO DE CARACTERÍSTICAS DEL CONTRATO",
  anuncio: "ANUNCIO DE LICITACIÓN",
};
const DEFAULT_TITLE = "BASES DE LA LICITACIÓN";

interface Tally {
  rows: number;
  total: number;
  kind: number;
  mandatory: number;
}

function read(entry: WrittenSentence) {
  const title = TITLES[entry.doc ?? ""] ?? DEFAULT_TITLE;
  const points = extractRelevantPoints([
    {
      id: "p1",
      documentId: "d1",
      documentName: "bases.pdf",
      page: 1,
      heading: entry.section,
      text: `${title}\n\n${entry.section.toUpperCase()}\n${entry.sentence}\n`,
    },
  ]);
  // The row that quotes the sentence (its quote may also hold the heading's line above), not the heading's own.
  const flat = (text: string) => text.replace(/\s+/gu, " ").trim();
  const sentence = flat(entry.sentence);
  return (
    points.find((point) => sentence.includes(flat(point.quote).slice(0, 30))) ??
    points.find((point) => flat(point.quote).includes(sentence.slice(0, 30))) ??
    null
  );
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)} %` : "—");
const showRows = process.argv.includes("--rows");

for (const file of readdirSync(FOLDER).filter((name) => name.endsWith(".json"))) {
  const entries: WrittenSentence[] = JSON.parse(readFileSync(path.join(FOLDER, file), "utf8"));
  const halves: Record<"impares" | "pares", Tally> = {
    impares: { rows: 0, total: 0, kind: 0, mandatory: 0 },
    pares: { rows: 0, total: 0, kind: 0, mandatory: 0 },
  };
  const shown: string[] = [];
  for (const entry of entries) {
    const half = Number(entry.id.replace(/\D/gu, "")) % 2 === 1 ? "impares" : "pares";
    const tally = halves[half];
    tally.total++;
    const row = read(entry);
    if (!row) {
      if (showRows && half === "impares")
        shown.push(`${entry.id} SIN FILA | ${entry.sentence.slice(0, 150)}`);
      continue;
    }
    tally.rows++;
    const kindAgrees = row.kind === entry.kind;
    const flagAgrees = row.mandatory === entry.mandatory;
    tally.kind += Number(kindAgrees);
    tally.mandatory += Number(flagAgrees);
    if (showRows && half === "impares" && (!kindAgrees || !flagAgrees))
      shown.push(
        `${entry.id} ${kindAgrees ? "" : `tipo ${entry.kind}→${row.kind} `}${flagAgrees ? "" : `obligatorio ${entry.mandatory}→${row.mandatory} `}| ${entry.sentence.slice(0, 150)}`,
      );
  }
  console.log(`\n${file}`);
  for (const [name, tally] of Object.entries(halves))
    console.log(
      `  ${name === "impares" ? "ids impares (se ajusta)" : "ids pares (no se ajusta)"}: filas ${tally.rows}/${tally.total}; tipo ${tally.kind}/${tally.rows} = ${percent(tally.kind, tally.rows)}; obligatorio ${tally.mandatory}/${tally.rows} = ${percent(tally.mandatory, tally.rows)}`,
    );
  for (const line of shown) console.log(`    ${line}`);
}
