/**
 * Where a V8 CPU profile of the PDF reading and indexing spent its time, by part: pdf.js's own work
 * (content streams, fonts, the glyph-by-glyph text layout of getTextContent, its in-thread message
 * passing), inflating, garbage collection, our layout code, page text, splitting and the index
 * (PGlite). Each sample goes to the first part, in the order below, that any frame of its stack
 * belongs to; what is left is "other". Used by `profile:ingest -- --cpu-split`, and on a saved
 * `.cpuprofile` (`node --cpu-prof`, a worker's `--cpu-prof` in execArgv) with
 * `node --import tsx scripts/cpu-profile-split.ts FILE.cpuprofile [RUNS]`.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

type Frame = ProfileNode["callFrame"];
const fileOf = (frame: Frame) => frame.url.split("/").at(-1) ?? "";
const named =
  (...names: string[]) =>
  (frame: Frame) =>
    names.includes(frame.functionName);
const inFile = (pattern: RegExp) => (frame: Frame) => pattern.test(fileOf(frame));

const PARTS: Array<[string, (frame: Frame) => boolean]> = [
  ["idle", named("(idle)")],
  ["garbage collection", named("(garbage collector)")],
  ["module loading (tsx, first use)", (frame) => /^node:internal\/modules|loader|hooks/.test(frame.url)],
  [
    "index: replacePassages (PGlite: tsvector, insert)",
    (frame) => /pglite|documents\.repository/.test(frame.url),
  ],
  ["ours: splitting into passages", inFile(/split-passages|heading-rules/)],
  ["ours: text-layer check", inFile(/text-layer-quality/)],
  [
    "ours: page text (running lines, paragraphs, blanks)",
    (frame) => /normalize-text/.test(fileOf(frame)) || named("pageTexts")(frame),
  ],
  ["ours: tables from positions", inFile(/pdf-table/)],
  [
    "ours: lines of a page",
    (frame) => fileOf(frame) === "pdf-text.ts" && frame.functionName === "linesOfPage",
  ],
  [
    "inflate (zlib, streams)",
    (frame) => named("asyncGetBytesFromDecompressionStream")(frame) || /zlib|pdf-inflate/.test(frame.url),
  ],
  ["pdf.js: fonts (loadFont, translateFont)", named("loadFont", "translateFont")],
  [
    "pdf.js: messages between its API and its in-thread worker (structuredClone)",
    (frame) => frame.functionName === "postMessage" && fileOf(frame) === "pdfjs.mjs",
  ],
  ["pdf.js: web streams of text content", inFile(/readablestream|writablestream|webstreams/)],
  ["pdf.js: parsing and text layout (getTextContent's glyph loop)", inFile(/^pdfjs\.mjs$/)],
];

/** Milliseconds per part (divided by `runs`), largest first, with the share of all samples. */
export function splitProfile(
  profile: CpuProfile,
  runs = 1,
): Array<{ part: string; ms: number; share: number }> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const timeByNode = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    timeByNode.set(id, (timeByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byPart = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of timeByNode) {
    total += micros;
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = nodes.get(at);
      if (node) stack.push(node.callFrame);
    }
    const part = PARTS.find(([, belongs]) => stack.some(belongs))?.[0] ?? "other";
    byPart.set(part, (byPart.get(part) ?? 0) + micros);
  }
  return [...byPart]
    .map(([part, micros]) => ({ part, ms: micros / 1000 / runs, share: micros / Math.max(1, total) }))
    .sort((first, second) => second.ms - first.ms);
}

export function printSplit(profile: CpuProfile, runs: number): void {
  for (const { part, ms, share } of splitProfile(profile, runs))
    console.log(`${ms.toFixed(1).padStart(9)} ms ${(share * 100).toFixed(1).padStart(5)} %  ${part}`);
}

if (process.argv[1]?.endsWith("cpu-profile-split.ts")) {
  const [file, runs] = process.argv.slice(2);
  if (!file) {
    console.error("Uso: node --import tsx scripts/cpu-profile-split.ts PERFIL.cpuprofile [CORRIDAS]");
    process.exit(2);
  }
  printSplit(JSON.parse(readFileSync(file, "utf8")) as CpuProfile, Number(runs ?? 1));
}
