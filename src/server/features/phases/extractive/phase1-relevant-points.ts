/**
 * Phase 1 of the built-in extractive generator: the relevant points of a tender's bases, one row per
 * sentence or table row that carries a requirement, date, guarantee, criterion, rejection cause or form.
 * Pure and deterministic: passages in, rows out, each quoting a literal slice of its passage.
 */

import { inCellOrder } from "../../../../shared/rules/table-rows";
import { actNotHeld } from "./calendar-events";
import { ContractDeclarations } from "./contract-declarations";
import { FORM_TITLE, technicalDocuments } from "./document-role";
import { DocumentsSection } from "./documents-section";
import { FIELD_LABEL, NOISE_LIST, PERSON_CASE } from "./list-items";
import { ListState } from "./list-state";
import { namesBidDocuments } from "./mandatory-rules";
import { isCitationTail, isSignatureSheet, noiseClassOf } from "./noise-rows";
import { buildLexicon, readableText } from "./ocr-repair";
import { pageContinuation } from "./page-continuation";
import {
  absorbRowBefore,
  citeAgain,
  headingPoint,
  normalizeForKey,
  notHeldPoint,
  summarize,
  withClauseTitle,
} from "./point-rows";
import {
  carriesValue,
  classify,
  classifyWithTier,
  isBuyerContentOpening,
  isClauseTitle,
  isListOpening,
  isPoint,
  type PointKind,
} from "./point-rules";
import { ProcedureTitles, procedureCodeOfTitle } from "./procedure-titles";
import { inDocumentLetters, readingPassages } from "./reading-passages";
import { addTableRow, RepeatIndex, sentenceStatement } from "./repeat-index";
import { segmentUnits } from "./segment-units";
import { sentenceFields } from "./sentence-fields";
import { LISTED_KINDS, listOpenedBy, PROCEDURE_NUMBER, sentenceKind } from "./sentence-kind";
import { readTenderTables } from "./tender-tables";
import {
  isCapitalsTitle,
  isDataSheetRow,
  isFormTitleLine,
  isGlossaryHeading,
  isIndexLineAt,
  isIndexPage,
  isNumberedTitle,
  isTitleOnly,
} from "./title-lines";

export { normalizeForKey } from "./point-rows";
export type { PointKind } from "./point-rules";

export interface SourcePassage {
  id: string;
  documentId: string;
  documentName: string;
  page: number | null;
  heading: string | null;
  text: string;
}

export interface RelevantPoint {
  /** A short Spanish statement of the point (≤ ~25 words), taken from the text. */
  requirement: string;
  kind: PointKind;
  deliverable: string | null;
  dateOrDeadline: string | null;
  weight: string | null;
  mandatory: boolean;
  /** The literal sentence or table row the point rests on: always a substring of the passage text. */
  quote: string;
  passageId: string;
  documentName: string;
  page: number | null;
  /** Where the bases or their annexes repeat the same point: one row citing every place. */
  alsoIn: Array<{ passageId: string; quote: string; documentName: string; page: number | null }>;
}

// What the items of a list of the buyer's documents' contents may point to (where the date will be).
const POINTER_KINDS = new Set<PointKind>([...LISTED_KINDS, "fecha", "formato_anexo"]);
// Running text shorter than this is a title or a fragment, not a point; table rows may be short.
const MIN_SENTENCE_CHARS = 20;
// Page furniture repeated on every page of a draft ('Firma y Aclaración Oferente').
const FURNITURE = /^(firma y aclaraci[óo]n|p[áa]gina \d+|\d+ de \d+$)/iu;

export function extractRelevantPoints(passages: SourcePassage[]): RelevantPoint[] {
  // Bases in capitals are read through their reading copy; the rows keep the document's own letters.
  const read = readingPassages(passages);
  return inDocumentLetters(readRelevantPoints(read), passages, read);
}

function readRelevantPoints(passages: SourcePassage[]): RelevantPoint[] {
  const points: RelevantPoint[] = [];
  // Every row under the keys a later statement of the same point may share (repeat-index.ts).
  const seen = new RepeatIndex();
  // Table rows read through their header (items to price, a calendar laid out as a table).
  const tableRows = new Map(
    readTenderTables(passages).rows.map((row) => [`${row.passageId}:${row.start}`, row]),
  );
  const repeats: Array<{ passage: SourcePassage; quote: string; of: string }> = [];
  const mentionedForms = new Set<string>();
  // OCR slips are repaired for the rules and the 'Requisito' only: the quote stays literal.
  const lexicon = buildLexicon(passages.map((passage) => passage.text));
  // A duty no cue names is technical in the technical document, administrative elsewhere (document-role.ts).
  const technical = technicalDocuments(passages);
  // The duty of the sentence that opened a list ('deberán incluir:') binds its items that state none.
  const lists = new ListState();
  let previous: SourcePassage | null = null;
  let title = null as string | null;
  const documents = new DocumentsSection();
  const declarations = new ContractDeclarations();
  const procedureTitles = new ProcedureTitles();
  // The next page's opening that finishes a sentence the page cut: read with it, not on its own.
  let continued = null as string | null;
  for (const [passageIndex, passage] of passages.entries()) {
    const units = segmentUnits(passage.text);
    const continuation = pageContinuation(passage, passages[passageIndex + 1], units.at(-1));
    const skipped = continued;
    continued = continuation ? `${continuation.passage.id}:${continuation.unit.start}` : null;
    const isSameDocument = previous?.documentId === passage.documentId;
    const isSameSection = isSameDocument && previous?.heading === passage.heading;
    lists.enter(passage.text, units, { isSameDocument, isSameSection });
    // A section's title the reader left in the text (a notice's 'Solvencia económica y financiera', in
    // a larger type only): it heads the lines under it, to the next one, across passages of one section.
    if (!isSameSection) title = null;
    documents.enter(passage.heading, isSameDocument);
    declarations.enter(isSameDocument);
    // A title printed right before ('Cláusula 17. Garantía definitiva.'): it names what a bare sentence
    // under it is about ('De conformidad con el artículo 159.6 f) No procede').
    let clauseTitle = null as string | null;
    previous = passage;
    // The document's index names its parts: its entries are no rows (the text under each part is read
    // there); a signing system's sheet is furniture throughout.
    const isIndex = isIndexPage(passage.text);
    const isSheet = isSignatureSheet(passage.text);
    for (const [unitIndex, unit] of units.entries()) {
      const titleBefore = clauseTitle;
      clauseTitle = null;
      if (skipped === `${passage.id}:${unit.start}`) continue;
      if (isSheet || (isIndex && !unit.isHeading && isIndexLineAt(passage.text, unit.start))) continue;
      const goesOn = unit === units.at(-1) ? continuation : null;
      // A table row printed over several lines is read by the rules in cell order; its quote stays the
      // row as printed (table-rows.ts).
      const sentence = readableText(
        unit.isTableRow
          ? inCellOrder(rowLine(passage.text, unit))
          : goesOn
            ? `${unit.text} ${goesOn.unit.text}`
            : unit.text,
        lexicon,
      );
      // A model contract's declarations are what its parties state at signing, not points to bid on.
      if (!unit.isTableRow && declarations.skips(sentence, unit.isHeading === true)) continue;
      const tableRow = tableRows.get(`${passage.id}:${unit.start}`);
      if (tableRow?.duplicateOf) {
        // The same item in another table (a summary, the price form): cited on the fullest row.
        repeats.push({ passage, quote: tableRow.quote, of: tableRow.duplicateOf });
        continue;
      }
      // A line of a table of requirements (or of the risks the contractor bears) is read by the rules
      // below, like a sentence.
      const isRequirementLine = tableRow?.kind === "requisito" || tableRow?.kind === "riesgo";
      if (tableRow?.kind === "encabezado") continue;
      if (tableRow && !isRequirementLine) {
        addTableRow(seen, points, tableRow, passage);
        continue;
      }
      // A glossary defines the document's words; its lines oblige no one.
      if (!unit.isHeading && passage.heading !== null && isGlossaryHeading(passage.heading)) continue;
      // 'PARA PERSONA MORAL:' inside a list of what a declaration states: the items go on under it.
      if (lists.list && !unit.isTableRow && PERSON_CASE.test(sentence)) continue;
      // The tail of an item cut at a semicolon inside its law citation ('7 fracción XVII, 11 y 134 de la Ley…'):
      // no row, and the list goes on.
      if (!unit.isTableRow && isCitationTail(sentence)) continue;
      // A blank form's field ('NOMBRE O RAZÓN SOCIAL DEL OFERENTE:'): no row, and the lines under it are the form's.
      if (!unit.isTableRow && FIELD_LABEL.test(sentence)) {
        lists.list = null;
        continue;
      }
      // Section headings name where the points are; the points are the sentences under them.
      if (unit.isHeading) {
        lists.list = null;
        // Except the title that numbers the procedure ('LICITACIÓN PÚBLICA NACIONAL … No. LA-…'): a
        // bidder quotes that number on every document.
        const code = procedureCodeOfTitle(sentence);
        const numbered = procedureTitles.find(passage.documentId, code);
        if (numbered) citeAgain(numbered, passage, unit.text);
        else if (PROCEDURE_NUMBER.test(sentence) && !seen.get(normalizeForKey(sentence))) {
          const point = headingPoint(sentence, unit.text, passage);
          seen.add(sentenceStatement(sentence, passage.page), point);
          procedureTitles.add(passage.documentId, code, point);
          points.push(point);
        }
        continue;
      }
      // A contents list goes on through every marked line ('o. Determinar si la cotización debe…'); every
      // lettered item of a list of rejection causes is one, whatever duty it names ('h.   …que debe regir').
      const lineAt = passage.text.lastIndexOf("\n", unit.start - 1) + 1;
      const line = passage.text.slice(lineAt, unit.start + 8);
      const marker = passage.text.slice(lineAt, unit.start).trim(); // what stands before it on its line
      const { item, number } = lists.itemOf(sentence, { line, marker, isRequirementLine });
      documents.count(sentence, number);
      // 'No habrá junta de aclaraciones': short, often in capitals, but a date a bidder must know of.
      const notHeld = unit.isTableRow ? null : actNotHeld(sentence);
      if (notHeld && !seen.find(sentenceStatement(sentence, passage.page))) {
        const point = notHeldPoint(notHeld, unit.text.trim(), passage);
        seen.add(sentenceStatement(sentence, passage.page), point);
        points.push(point);
        continue;
      }
      lists.markLine(item, line);
      if (!unit.isTableRow && sentence.length < MIN_SENTENCE_CHARS && !item) continue;
      if (FURNITURE.test(sentence) || isCapitalsTitle(sentence)) continue;
      // A sentence cut mid-way, the law narrated, the buyer's own steps, a definition: never a row.
      // A numbered line that names the bid's documents ('3.- Documentos que debe contener el sobre.') heads
      // the list under it, as a title would, whether or not it is a row of its own.
      const headsDocuments = !item && !unit.isTableRow && namesBidDocuments(sentence);
      if (noiseClassOf(sentence, { passage, at: unit.start, isListItem: item !== null })) {
        if (!item && !unit.isTableRow && isListOpening(sentence)) lists.list = NOISE_LIST;
        if (headsDocuments) title = sentence;
        continue;
      }
      if (item?.isNoise) continue;
      // The title over a form or annex the bases already asked for ('FORMATO 1 ESCRITO DE INTERÉS…',
      // 'ANEXO 2 PROPUESTA ECONÓMICA'): the row is where it is asked for, not the blank form's title.
      const titled = FORM_TITLE.exec(sentence);
      if (titled && isFormTitleLine(sentence) && mentionedForms.has(formKey(titled[1], titled[2]))) continue;
      for (const match of sentence.matchAll(FORM_MENTION)) mentionedForms.add(formKey(match[1], match[2]));
      // A short opening ('Las ofertas serán desestimadas cuando:') is no row, but its items are its points.
      const isTitle =
        (!item && isTitleOnly(sentence)) ||
        (!unit.isTableRow &&
          isNumberedTitle(sentence, units[unitIndex + 1]?.text, units[unitIndex - 1]?.text));
      if (isTitle && !isListOpening(sentence)) {
        if (!unit.isTableRow) clauseTitle = sentence;
        if (!/[.;]\s*$/u.test(sentence) && !unit.isTableRow) title = sentence;
        continue;
      }
      const heading = title ?? documents.heading ?? passage.heading;
      if (headsDocuments) title = sentence;
      const own = classifyWithTier(sentence);
      const kind = sentenceKind({
        sentence,
        own,
        tableHeading: unit.isTableRow ? passage.heading : null,
        item,
        heading,
        rowKind: tableRow?.kind,
        isRequirementLine,
        isTechnicalDocument: technical.has(passage.documentId),
      });
      const isPointer = isBuyerContentOpening(sentence);
      if ((kind !== null || isPointer) && isListOpening(sentence) && !unit.isTableRow) {
        const listKind = kind ?? "requisito_administrativo";
        const opened = listOpenedBy(listKind, sentence, heading, isPointer);
        // A list inside an item of a list of duties ('…se comprometa a lo siguiente: … B) A que el manejo
        // de la información confidencial incluye lo siguiente: I. …') lists what the bidder commits to too.
        lists.list =
          item?.isMandatory && !item.isPointer && !isPointer ? { ...opened, isMandatory: true } : opened;
        if (isTitle || isPointer || !carriesValue(listKind, sentence)) continue;
      }
      if (item?.isPointer && !POINTER_KINDS.has(kind ?? "requisito_administrativo")) continue;
      // A sentence read with its line's start ('Cláusula 4. Unidad encargada…') may still be a clause's title.
      const lineStart = passage.text.lastIndexOf("\n", unit.start - 1) + 1;
      const lineText = passage.text.slice(lineStart, unit.start + unit.text.length).trim();
      // A data sheet's row ('Tipo de contrato | Servicios') is a point by its label's own cue, figure or
      // not, and so is a line of a table of requirements; a table's other rows need a figure (a header
      // names columns).
      const isFieldRow =
        unit.isTableRow && own !== null && own.tier !== "debil" && isDataSheetRow(passage.text, lineStart);
      const needsFigure = unit.isTableRow && !isFieldRow && !isRequirementLine;
      if (!unit.isTableRow && isClauseTitle(sentence, lineText)) clauseTitle = sentence;
      if (kind === null || !isPoint(kind, sentence, needsFigure, lineText)) continue;
      const fields = sentenceFields({ kind, sentence, heading, item, passage, unit, lineStart, lineText });
      if (!fields) continue;
      const { deliverable, dateOrDeadline, weight, mandatory, quote } = fields;
      // The same point repeated (on a page, across pages, in an annex) is one row that cites each place.
      const statement = sentenceStatement(sentence, passage.page);
      const code = procedureCodeOfTitle(sentence);
      const first = seen.find(statement) ?? procedureTitles.find(passage.documentId, code);
      if (first) {
        citeAgain(first, passage, quote);
        continue;
      }
      const requirement = withClauseTitle(summarize(sentence), titleBefore);
      const point: RelevantPoint = {
        requirement,
        // A bare answer is of the kind its title names ('Garantía definitiva: No procede').
        kind: (requirement !== summarize(sentence) && classify(requirement)) || kind,
        deliverable,
        dateOrDeadline,
        weight,
        mandatory,
        quote,
        passageId: passage.id,
        documentName: passage.documentName,
        page: passage.page,
        alsoIn: [],
      };
      seen.add(statement, point);
      procedureTitles.add(passage.documentId, code, point);
      absorbRowBefore(points, point);
      if (goesOn) citeAgain(point, goesOn.passage, goesOn.unit.text);
      points.push(point);
    }
  }
  for (const repeat of repeats) {
    const first = seen.get(normalizeForKey(repeat.of));
    if (first) citeAgain(first, repeat.passage, repeat.quote);
  }
  return points;
}

/** A table row's whole line, its leading tab (an empty first cell) kept: the cells are read from it. */
function rowLine(text: string, unit: { start: number; text: string }): string {
  return text.slice(text.lastIndexOf("\n", unit.start - 1) + 1, unit.start + unit.text.length);
}

const FORM_MENTION = /\b(formato|anexo)s?\s+(?:n[º°o.]*\s*)?(\d{1,3}|[IVXL]{1,5}|[A-Z])(?![\p{L}\d])/giu;

function formKey(word: string | undefined, id: string | undefined): string {
  return `${(word ?? "").toLowerCase()} ${(id ?? "").toUpperCase()}`;
}
