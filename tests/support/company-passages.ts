/**
 * The sample company's documents and tender read as the product reads them (extractDocument, then the
 * passage splitter), as passages for the builders' tests: real pages, real headings.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  extractDocument,
  findLibreOffice,
} from "../../src/server/features/documents/extraction/extract-document";
import { splitIntoPassages } from "../../src/server/features/documents/extraction/split-passages";
import { passage } from "../../src/server/features/phases/generation/memory-phase-input.test-support";
import type { CategorizedPassage } from "../../src/server/features/phases/generation/phase-input";
import type { PackageFile } from "./tender-package";

export async function readAsPassages(files: PackageFile[]): Promise<CategorizedPassage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "company-"));
  const libreOfficePath = await findLibreOffice();
  try {
    const all: CategorizedPassage[] = [];
    for (const file of files) {
      const filePath = path.join(dir, file.name);
      await writeFile(filePath, await file.build());
      const fileType = file.name.endsWith(".pdf") ? "pdf" : "docx";
      const result = await extractDocument({ filePath, fileType, libreOfficePath, timeoutMs: 60_000 });
      if (result.status !== "listo") throw new Error(`${file.name}: ${result.status}`);
      for (const piece of splitIntoPassages(result.units))
        all.push(passage(file.category, file.name, piece.page, piece.text, piece.heading));
    }
    return all;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
