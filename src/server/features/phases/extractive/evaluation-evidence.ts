/**
 * What phase 8 reads as the client's own content: the proposal's statements and the client's uploaded
 * documents (legal, fiscal, CVs, others), each with every run of words copied from the tender's
 * documents taken out. A paragraph that quotes the bases' criteria back ("Se otorgarán hasta 10 puntos
 * al licitante que acredite…") proves nothing about the client and scores nothing; the client's own
 * words next to it still count.
 */
import type { CategorizedPassage } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import type { EvidenceItem } from "./evaluation-coverage";
import { piecesOf } from "./evaluation-segments";
import { foldText } from "./evaluation-text";
import { isHeaderOrTitle, withoutNumbering } from "./proposal-structure-text";

/** Categories of the client's own documents. */
export const CLIENT_CATEGORIES = ["legal", "fiscal", "curricula", "equipo", "otros"] as const;
// Five words in a row found in the tender's documents are copied from them, not a coincidence. A line
// nine tenths made of copied runs of ten words or more is a paste of the bases; inside the client's own
// line, a copied run is a quotation from twenty words on (a whole sentence of the bases). A shorter run is the client's answer in the
// requirement's words ('Presentamos copia del registro sanitario de cada bien ofertado…') and counts.
const SHINGLE = 5;
const QUOTATION = 20;
const PASTED_SHARE = 0.9;

interface Word {
  folded: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\d]+/gu)].map((match) => ({
    folded: foldText(match[0]),
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** Every run of SHINGLE words of the tender's documents, folded. */
export function tenderShingles(passages: ReadonlyArray<{ text: string }>): Set<string> {
  const shingles = new Set<string>();
  for (const passage of passages) {
    const words = wordsOf(passage.text).map((word) => word.folded);
    for (let at = 0; at + SHINGLE <= words.length; at++) {
      shingles.add(words.slice(at, at + SHINGLE).join(" "));
    }
  }
  return shingles;
}

/** The text without the runs of words it copies from the tender ('…' where one was); '' when all copied. */
export function withoutTenderQuotes(text: string, shingles: ReadonlySet<string>): string {
  const words = wordsOf(text);
  // A run is a chain of overlapping copied shingles: two copies that only touch ('…emitida por el SAT'
  // and 'el 2 de marzo de 2026') are two runs.
  const runs: Array<{ start: number; end: number }> = [];
  for (let at = 0; at + SHINGLE <= words.length; at++) {
    const key = words
      .slice(at, at + SHINGLE)
      .map((word) => word.folded)
      .join(" ");
    if (!shingles.has(key)) continue;
    const last = runs.at(-1);
    if (last && last.end === at + SHINGLE - 1) last.end = at + SHINGLE;
    else runs.push({ start: at, end: at + SHINGLE });
  }
  if (runs.length === 0) return text;
  // A paste: long copied runs (a date or a name of five words is no paste) make nearly all the line.
  const pasted = runs.filter((run) => run.end - run.start >= 2 * SHINGLE);
  if (pasted.reduce((sum, run) => sum + run.end - run.start, 0) >= PASTED_SHARE * words.length) return "";
  // Runs shorter than a quotation are the client's own sentence echoing the requirement: kept.
  const copied = new Array<boolean>(words.length).fill(false);
  for (const run of runs) if (run.end - run.start >= QUOTATION) copied.fill(true, run.start, run.end);
  if (!copied.includes(true)) return text;
  const kept: string[] = [];
  let runStart = -1;
  for (let index = 0; index <= words.length; index++) {
    const isKept = index < words.length && !copied[index];
    if (isKept && runStart < 0) runStart = index;
    if (!isKept && runStart >= 0) {
      const from = words[runStart]?.start ?? 0;
      const to = words[index - 1]?.end ?? from;
      kept.push(text.slice(from, to));
      runStart = -1;
    }
  }
  return kept.join(" … ").trim();
}

/** The words of a text, folded, between spaces: ' iii experiencia y especialidad del licitante 10 '. */
export function wordKey(text: string): string {
  return ` ${wordsOf(text)
    .map((word) => word.folded)
    .join(" ")} `;
}

/** Whether every word of the text lies in runs copied from the tender (its shingles chain end to end). */
function isAllCopied(text: string, shingles: ReadonlySet<string>): boolean {
  const words = wordsOf(text).map((word) => word.folded);
  if (words.length < SHINGLE) return false;
  for (let at = 0; at + SHINGLE <= words.length; at++) {
    if (!shingles.has(words.slice(at, at + SHINGLE).join(" "))) return false;
  }
  return true;
}

/**
 * The tender's own text inside the client's content, however short: a table cell (or a whole statement)
 * of two words or more found word for word in a passage of the tender the row cites ('III. Experiencia y
 * especialidad del licitante 10' in phase 5's table of the bases' requirements), or one of five words or
 * more made all of the tender's runs. Such a cell quotes the bases: it shows nothing of the client. The
 * cells left keep the item; the tender's citations leave it with them.
 */
export function withoutTenderCells(
  items: readonly EvidenceItem[],
  tenderText: ReadonlyMap<string, string>,
  shingles: ReadonlySet<string>,
): EvidenceItem[] {
  return items.flatMap((item) => {
    const cited = item.sources.flatMap((source) => tenderText.get(source.passageId) ?? []);
    const cells = item.cells ?? [item.text];
    const isTender = (cell: string) => {
      const key = wordKey(cell);
      return (
        (key.split(" ").length - 2 >= 2 && cited.some((text) => text.includes(key))) ||
        isAllCopied(cell, shingles)
      );
    };
    const kept = cells.filter((cell) => !isTender(cell));
    if (kept.length === cells.length) return [item];
    if (kept.length === 0) return [];
    return [
      {
        ...item,
        text: kept.join(" — "),
        cells: kept,
        sources: item.sources.filter((source) => !tenderText.has(source.passageId)),
      },
    ];
  });
}

/** The proposal's items with the tender's quotations taken out; items left without words are dropped. */
export function ownEvidence(items: readonly EvidenceItem[], shingles: ReadonlySet<string>): EvidenceItem[] {
  return (
    items
      .map((item) => ({ ...item, text: withoutTenderQuotes(item.text, shingles) }))
      // A table's header row or a title in capitals names columns or a part: it proves nothing.
      .filter((item) => /\p{L}{3}/u.test(item.text) && !isHeaderOrTitle(item.text))
  );
}

/** The client's uploaded documents as evidence: one item per sentence or table row, cited on its page. */
export function clientDocumentEvidence(passages: readonly CategorizedPassage[]): EvidenceItem[] {
  return passages.flatMap((passage) =>
    piecesOf(passage.text).flatMap((piece) => {
      const text = withoutLeadingTitle(passage.text.slice(piece.start, piece.end));
      // The document's own heading ('1. Descripción de los bienes ofertados') names a subject, it
      // shows nothing of it; nor does a table's header row ('Cliente⇥Contrato⇥Objeto⇥Monto'), read
      // while its cells are still apart.
      const bare = (line: string) => foldText(withoutNumbering(line.trim()));
      if (passage.heading && bare(text) === bare(passage.heading)) return [];
      if (isHeaderOrTitle(text) || isTitleLine(text)) return [];
      return {
        // A table row's cells read apart, as the draft shows them: 'Cliente | Contrato | Monto'.
        text: text.replace(/\t+/gu, " | ").replace(/\s+/gu, " "),
        heading: `Documentos del cliente › ${passage.documentName}`,
        sources: [sourceOf(passage, text)],
      };
    }),
  );
}

// A short line opening a piece, without a figure or a closing stop ('Infraestructura', 'Recursos humanos'):
// the title of what follows, not part of its sentence.
const TITLE_LINE = /^[\p{Lu}¿¡][^\d\n.;:]{0,60}$/u;

function isTitleLine(line: string): boolean {
  const text = line.trim();
  return TITLE_LINE.test(text) && text.split(/\s+/u).length <= 6;
}

/** The piece without the title lines it opens with, when a sentence follows them. */
function withoutLeadingTitle(text: string): string {
  const lines = text.split("\n");
  let first = 0;
  while (first < lines.length - 1 && isTitleLine(lines[first] ?? "")) first += 1;
  return first === 0 ? text : lines.slice(first).join("\n").trim();
}

/**
 * Only what the client says of itself is evidence: a line of the proposal that rests on the tender's own
 * documents alone (a form or annex copied in) scores nothing, a quotation of the bases inside a line (a
 * criterion quoted back) and a cell that is the bases' own text ('III. Experiencia y especialidad del
 * licitante 10' in phase 5's table of the bases' requirements, however short) are taken out of it. The
 * client's uploaded documents count too (`clientItems`, apart for the facts they state); `shingles` are the
 * bases' word runs, for reading the client's documents the same way elsewhere.
 */
export function evaluationEvidence(
  proposalItems: readonly EvidenceItem[],
  tenderPassages: readonly CategorizedPassage[],
  clientPassages: readonly CategorizedPassage[],
): { items: EvidenceItem[]; clientItems: EvidenceItem[]; shingles: Set<string> } {
  const tenderPassageIds = new Set(tenderPassages.map((passage) => passage.id));
  const shingles = tenderShingles(tenderPassages);
  const tenderText = new Map(tenderPassages.map((passage) => [passage.id, wordKey(passage.text)]));
  const clientItems = ownEvidence(clientDocumentEvidence(clientPassages), shingles);
  const ownLines = proposalItems.filter(
    (item) =>
      item.sources.length === 0 || !item.sources.every((source) => tenderPassageIds.has(source.passageId)),
  );
  return {
    items: [...ownEvidence(withoutTenderCells(ownLines, tenderText, shingles), shingles), ...clientItems],
    clientItems,
    shingles,
  };
}
