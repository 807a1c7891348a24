/**
 * The structure of the technical proposal as the bases state it: the passage that says what the
 * proposal must contain ('La propuesta técnica deberá contener: a) … b) …') and the list that follows,
 * read marker by marker (a) b) c) / 1. 2. / I. II. / bullets, a second family nested as level 2).
 * When the bases only refer to an annex ('según los requisitos del Anexo I'), the annex's items.
 * Every item keeps the literal slice of its passage, so each heading can cite what it answers.
 */
import type { CategorizedPassage } from "../generation/phase-input";
import { headingFrom } from "./proposal-structure-text";

export interface StructureItem {
  heading: string;
  level: 1 | 2;
  /** The item's words in the bases: a literal slice of the passage text. */
  quote: string;
  passage: CategorizedPassage;
}

export interface ProposalStructure {
  /** 'lista': the bases enumerate the contents; 'anexo': they refer to an annex's items. */
  kind: "lista" | "anexo";
  /** The sentence that asks for the structure, literal in its passage. */
  basis: { passage: CategorizedPassage; quote: string };
  items: StructureItem[];
}

// What announces the contents of the technical proposal, with how explicit it is.
const TRIGGERS: [RegExp, number][] = [
  [
    /(?:propuesta|oferta|proposici[óo]n)\s+t[ée]cnica[^.:\n]{0,80}?(?:deber[áa]n?\s+(?:contener|incluir|integrarse|estar integrada|comprender|presentarse con)|contendr[áa]|incluir[áa]|se integrar[áa]|comprender[áa]|constar[áa])/iu,
    3,
  ],
  [/contenido\s+de\s+la\s+(?:propuesta|oferta|proposici[óo]n)\s+t[ée]cnica/iu, 3],
  [/sobre\s+(?:["“]?B["”]?|n[°ºo.]*\s*2|t[ée]cnico)\b/iu, 2],
  // The evaluation by points and percentages lists the parts the proposal is scored on.
  [
    /(?:evaluaci[óo]n|criterios?)\s+(?:por|de)\s+puntos\s+y\s+porcentajes|rubros?\s+(?:a\s+evaluar|de\s+evaluaci[óo]n)/iu,
    2,
  ],
  [/documentaci[óo]n\s+t[ée]cnica|anexo\s+t[ée]cnico/iu, 1],
];

type Family = "letter" | "number" | "roman" | "bullet";

interface Marker {
  family: Family;
  value: number;
  /** Where the marker starts and where its item's text starts. */
  start: number;
  textStart: number;
  lineStart: boolean;
}

const MARKER =
  /(^|\n|[:;]\s*|\.\s+|\s)(?:([a-zñ])\)|(\d{1,2})[.)](?=\s)|([IVX]{1,4})[.)](?=\s)|([•●▪➢\-–*]))[ \t]+(?=\S)/gu;

function romanValue(text: string): number {
  const values: Record<string, number> = { I: 1, V: 5, X: 10 };
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const value = values[text[index] as string] ?? 0;
    const next = values[text[index + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function markersIn(text: string, from: number): Marker[] {
  const out: Marker[] = [];
  MARKER.lastIndex = from;
  for (const match of text.matchAll(MARKER)) {
    if ((match.index ?? 0) < from) continue;
    const lead = match[1] ?? "";
    const atLineStart = lead === "" ? match.index === 0 : lead.includes("\n");
    const start = (match.index ?? 0) + lead.length;
    const textStart = (match.index ?? 0) + match[0].length;
    // Bullets, numbers and numerals only open items at a line start; 'a)' may also run inline.
    const at = { start, textStart, lineStart: atLineStart };
    if (match[2]) out.push({ family: "letter", value: match[2].charCodeAt(0) - 96, ...at });
    else if (!atLineStart) continue;
    else if (match[3]) out.push({ family: "number", value: Number(match[3]), ...at });
    else if (match[4]) out.push({ family: "roman", value: romanValue(match[4]), ...at });
    else if (match[5]) out.push({ family: "bullet", value: 1, ...at });
  }
  return out;
}

// The last item ends at a blank line or at the end of its line's sentence.
function lastItemEnd(text: string, from: number): number {
  const blank = text.slice(from).search(/\n\s*\n|\.\s*\n/);
  const end = blank < 0 ? text.length : from + blank + (text[from + blank] === "." ? 1 : 0);
  return Math.min(end, from + 400);
}

/** The list that starts right after `from` in the passage, or [] when none starts there. */
function listAfter(passage: CategorizedPassage, from: number): StructureItem[] {
  const text = passage.text;
  const markers = markersIn(text, from);
  const first = markers[0];
  // The list must open within a short lead ('… lo siguiente:') and with its first marker.
  if (!first || first.start - from > 300 || first.value !== 1) return [];
  const accepted: (Marker & { level: 1 | 2 })[] = [];
  let sub: Family | null = null;
  let expected = 1;
  let expectedSub = 1;
  for (const marker of markers) {
    const previous = accepted[accepted.length - 1];
    // A paragraph of other text after a blank line closes the list; blank lines between items do not.
    const gap = previous ? text.slice(previous.textStart, marker.start).split(/\n\s*\n/u) : [];
    if (gap.slice(1).join("").trim().length > 0) break;
    if (marker.family === first.family) {
      if (marker.family !== "bullet" && marker.value !== expected) {
        // A new list from the start of a line ends this one; a stray 'inciso a)' in the text does not.
        if (marker.value < expected && marker.lineStart) break;
        continue;
      }
      accepted.push({ ...marker, level: 1 });
      expected += 1;
      expectedSub = 1;
    } else if (accepted.length > 0 && (sub === null || sub === marker.family)) {
      if (marker.family !== "bullet" && marker.value !== expectedSub) continue;
      sub = marker.family;
      accepted.push({ ...marker, level: 2 });
      expectedSub += 1;
    }
  }
  const items: StructureItem[] = [];
  accepted.forEach((marker, index) => {
    const next = accepted[index + 1];
    const end = next ? next.start : lastItemEnd(text, marker.textStart);
    const quote = text
      .slice(marker.textStart, end)
      .replace(/[\s,;]+$/u, "")
      .trim();
    const heading = headingFrom(quote.replace(/\s+y$/u, ""));
    if (quote.length >= 3 && heading.length >= 3)
      items.push({ heading, level: marker.level, quote, passage });
  });
  return items.filter((item) => item.level === 1).length >= 2 ? items : [];
}

/** The sentence around a match, by line: what a reader sees as the request. */
function sentenceAround(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const stop = text.slice(end).search(/[.:](?=\s|$)/);
  return text.slice(lineStart, stop < 0 ? text.length : end + stop + 1).trim();
}

const ANNEX_REFERENCE = /anexo\s+([IVXL]+|\d+|[A-Z])\b/iu;
const ANNEX_ITEM = /^\s*(ITEM|[ÍI]tem|Partida|Lote)\s*(\d+)\s*[-–:.]?\s*(.{5,})$/gmu;

/** Level-2 headings for the items of the annex the request refers to ('ITEM 1 - 4 Servidores…'). */
function annexItems(request: string, passages: CategorizedPassage[]): StructureItem[] {
  const reference = ANNEX_REFERENCE.exec(request)?.[1];
  if (!reference) return [];
  const name = new RegExp(`\\banexo\\s+${reference}\\b(?!\\s*[IVXL\\d])`, "iu");
  const start = passages.findIndex(
    (passage) => name.test(passage.heading ?? "") || name.test(passage.text.slice(0, 80)),
  );
  if (start < 0) return [];
  const items: StructureItem[] = [];
  for (const passage of passages.slice(start)) {
    // The next annex ends this one.
    if (
      passage !== passages[start] &&
      /^\s*anexo\s+/iu.test(passage.text) &&
      !name.test(passage.text.slice(0, 80))
    )
      break;
    for (const match of passage.text.matchAll(ANNEX_ITEM)) {
      const quote = match[0].trim();
      // 'ITEM1 - 4 (cuatro) Servidores…' reads 'Ítem 1: 4 Servidores…' (the figure in words dropped).
      const label = /^item$/iu.test(match[1] ?? "") ? "Ítem" : (match[1] ?? "");
      const title = headingFrom((match[3] ?? "").replace(/\([^)]*\)\s*/gu, ""));
      items.push({ heading: `${label} ${match[2]}: ${title}`, level: 2, quote, passage });
    }
  }
  return items.slice(0, 40);
}

/** The bases' structure of the technical proposal, the most explicit and longest one found; null if none. */
export function findProposalStructure(passages: CategorizedPassage[]): ProposalStructure | null {
  let best: { score: number; structure: ProposalStructure } | null = null;
  let request: { passage: CategorizedPassage; quote: string; strength: number } | null = null;
  for (const passage of passages) {
    for (const [pattern, strength] of TRIGGERS) {
      const global = new RegExp(pattern.source, "giu");
      for (const match of passage.text.matchAll(global)) {
        const at = match.index ?? 0;
        const basis = { passage, quote: sentenceAround(passage.text, at, at + match[0].length) };
        if (!request || strength > request.strength) request = { ...basis, strength };
        const items = listAfter(passage, at + match[0].length);
        const score = strength * 100 + items.length;
        if (items.length > 0 && (!best || score > best.score))
          best = { score, structure: { kind: "lista", basis, items } };
      }
    }
  }
  if (best) return best.structure;
  if (!request) return null;
  const items = annexItems(request.quote, passages);
  return items.length > 0 ? { kind: "anexo", basis: request, items } : null;
}
