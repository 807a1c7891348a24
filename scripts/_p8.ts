import { readFileSync } from "node:fs";
import { splitIntoPassages } from "../src/server/features/documents/extraction/split-passages";
import { readTxtText } from "../src/server/features/documents/extraction/txt-text";
import { memoryPhaseInput } from "../src/server/features/phases/generation/memory-phase-input.test-support";
import { version } from "../src/server/features/phases/extractive/evaluation-phases.test-support";
import { buildRelevantPoints } from "../src/server/features/phases/extractive/phase1-content";
import { buildEvaluation } from "../src/server/features/phases/extractive/phase8-evaluation";
const units = readTxtText(readFileSync("tests/fixtures/mx-desarrollo/convocatoria-laassp-ocr.txt"));
const passages = splitIntoPassages(units).map((p) => ({ id: `00000000-0000-4000-8000-${String(p.ordinal).padStart(12, "0")}`, documentId: "b", documentName: "c.txt", documentType: "bases" as const, page: p.page, heading: p.heading, text: p.text }));
const project = { name: "x", description: "y" };
const phase1 = await buildRelevantPoints(memoryPhaseInput({ phase: 0, passages, project }));
const proposal = { title: "P", sections: [{ heading: "Experiencia", level: 1 as const, statements: [{ text: "Suministramos material desde 2018.", sources: [] }] }], pending: [] };
const c = await buildEvaluation(memoryPhaseInput({ phase: 7, passages, project, earlier: [version(0, phase1), version(6, proposal)] }));
for (const s of c.sections) { console.log("##", s.heading); for (const st of s.statements) console.log("  *", st.text.slice(0, 150)); for (const r of s.table?.rows ?? []) console.log("  |", r.cells.map((x) => x.slice(0, 70)).join(" | ")); }
