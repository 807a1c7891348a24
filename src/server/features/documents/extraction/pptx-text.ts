import type JSZip from "jszip";
import type { ExtractedUnit } from "./extraction-types";
import { normalizeText } from "./normalize-text";
import { assertSafeXml, decodeXmlEntities, openOfficeZip } from "./office-zip";

export interface PptxText {
  slideCount: number;
  units: ExtractedUnit[];
}

/**
 * One unit per slide, page = slide number in the presentation's order. Text comes from the `<a:t>`
 * runs, one line per `<a:p>` paragraph; titles become '# ' lines (the splitter's headings), table
 * rows lines of cells joined by ' | ', and each shape a paragraph of its own.
 */
export async function readPptxText(data: Buffer): Promise<PptxText> {
  const zip = await openOfficeZip(data, "PowerPoint");
  const slidePaths = await orderedSlidePaths(zip);
  const units: ExtractedUnit[] = [];
  for (const [index, slidePath] of slidePaths.entries()) {
    const xml = await zip.file(slidePath)?.async("string");
    if (!xml) continue;
    assertSafeXml(xml);
    const text = normalizeText(slideXmlToText(xml));
    if (text) units.push({ page: index + 1, location: null, text });
  }
  return { slideCount: slidePaths.length, units };
}

/** Slides in the order of presentation.xml's sldIdLst; by file number when that cannot be read. */
async function orderedSlidePaths(zip: JSZip): Promise<string[]> {
  const byNumber = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
  const presentation = await zip.file("ppt/presentation.xml")?.async("string");
  const relations = await zip.file("ppt/_rels/presentation.xml.rels")?.async("string");
  if (!presentation || !relations) return byNumber;
  assertSafeXml(presentation);
  assertSafeXml(relations);
  const targets = new Map<string, string>();
  for (const match of relations.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(match[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(match[0])?.[1];
    if (id && target) targets.set(id, resolveTarget(target));
  }
  const list = /<p:sldIdLst>([\s\S]*?)<\/p:sldIdLst>/.exec(presentation)?.[1] ?? "";
  const ordered = [...list.matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)]
    .map((match) => targets.get(match[1] ?? ""))
    .filter((target): target is string => target !== undefined && zip.file(target) !== null);
  return ordered.length ? ordered : byNumber;
}

function resolveTarget(target: string): string {
  return target.startsWith("/") ? target.slice(1) : `ppt/${target.replace(/^\.\//, "")}`;
}

function slideNumber(name: string): number {
  return Number(/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0);
}

/** Walks the slide XML in document order; DrawingML paragraphs, runs, breaks and table cells. */
export function slideXmlToText(xml: string): string {
  const blocks: string[] = [];
  let shapeLines: string[] = [];
  let paragraph: string | null = null;
  let isTitle = false;
  let row: string[] | null = null;
  let cell: string | null = null;

  const endShape = () => {
    if (shapeLines.length) blocks.push(shapeLines.join("\n"));
    shapeLines = [];
  };
  const endParagraph = () => {
    const text = (paragraph ?? "").replace(/[ \t]+/g, " ").trim();
    paragraph = null;
    if (!text) return;
    if (cell !== null) cell = cell ? `${cell} ${text}` : text;
    else shapeLines.push(isTitle ? `# ${text.replace(/\n/g, " ")}` : text);
  };

  const tokens = /<(\/?)(p:sp|p:graphicFrame|p:ph|a:p|a:t|a:br|a:tr|a:tc)\b([^>]*?)(\/?)>|<\/a:t>/g;
  let textStart = -1;
  for (const match of xml.matchAll(tokens)) {
    const [whole, closing, tag, attributes, selfClosing] = match;
    const index = match.index ?? 0;
    if (whole === "</a:t>") {
      if (textStart >= 0 && paragraph !== null) paragraph += decodeXmlEntities(xml.slice(textStart, index));
      textStart = -1;
      continue;
    }
    const isOpen = closing !== "/" && selfClosing !== "/";
    switch (tag) {
      case "p:sp":
      case "p:graphicFrame":
        endShape();
        isTitle = false;
        break;
      case "p:ph":
        isTitle = /\btype="(title|ctrTitle)"/.test(attributes ?? "");
        break;
      case "a:p":
        if (isOpen) paragraph = "";
        else endParagraph();
        break;
      case "a:t":
        if (isOpen) textStart = index + whole.length;
        break;
      case "a:br":
        if (paragraph !== null) paragraph += "\n";
        break;
      case "a:tr":
        if (isOpen) row = [];
        else if (row) {
          if (row.some(Boolean)) shapeLines.push(row.join(" | "));
          row = null;
        }
        break;
      case "a:tc":
        if (isOpen) cell = "";
        else {
          row?.push(cell ?? "");
          cell = null;
        }
        break;
    }
  }
  endShape();
  return blocks.join("\n\n");
}
