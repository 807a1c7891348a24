import { readFileSync } from "node:fs";
import { readTxtText } from "../src/server/features/documents/extraction/txt-text";
import { splitIntoPassages } from "../src/server/features/documents/extraction/split-passages";
import { segmentUnits } from "../src/server/features/phases/extractive/segment-units";
const units = readTxtText(readFileSync(process.argv[2] as string));
const page = Number(process.argv[3]);
const passages = splitIntoPassages(units).filter((p) => p.page === page);
for (const p of passages) {
  console.log("----- heading:", p.heading);
  console.log(JSON.stringify(p.text));
  for (const u of segmentUnits(p.text)) console.log(u.isHeading ? "H" : u.isTableRow ? "T" : "-", JSON.stringify(u.text.slice(0, 100)));
}
