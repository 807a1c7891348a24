/**
 * The database the load and search benchmarks run on: one paid-up client with 30 projects, the first
 * holding 10,000 passages of real tender text (the fixture tenders as poppler reads them, cut into
 * ~900-character passages) in 7 documents.
 */
import { execFileSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../src/server/db/client";
import { documents, passages } from "../src/server/db/schema";
import { insertUser } from "../src/server/features/auth/auth.repository";
import { hashPassword } from "../src/server/features/auth/credentials";
import { insertProject } from "../src/server/features/projects/projects.repository";

export const PASSAGE_COUNT = 10_000;
const TENDERS = path.resolve("../shared/fixtures/tenders");

/** What bid managers search for: one and two words, as typed. */
export const SEARCH_QUERIES = [
  "garantía definitiva",
  "plazo de ejecución",
  "solvencia económica",
  "criterios de adjudicación",
  "apertura de sobres",
  "seguro de responsabilidad",
  "declaración responsable",
  "precio",
  "lotes",
  "penalidades",
];

/** Pages of the fixture tenders as poppler reads them, cut into ~900-character passages. */
export async function tenderPassages(): Promise<{ page: number; text: string }[]> {
  const files = (await readdir(TENDERS)).filter((name) => name.endsWith(".pdf"));
  const pieces: { page: number; text: string }[] = [];
  for (const file of files) {
    const pages = execFileSync("pdftotext", ["-layout", path.join(TENDERS, file), "-"], {
      encoding: "utf8",
    }).split("\f");
    pages.forEach((pageText, index) => {
      const text = pageText.replace(/\s+/g, " ").trim();
      for (let start = 0; start < text.length; start += 900)
        pieces.push({ page: index + 1, text: text.slice(start, start + 900) });
    });
  }
  return pieces.filter((piece) => piece.text.length > 40);
}

/** Seeds a migrated database; returns the client's id and the project that holds the passages. */
export async function seedLoadDatabase(
  db: Database,
  account: { email: string; password: string },
): Promise<{ userId: string; projectId: string; documentIds: string[] }> {
  const user = await insertUser(db, {
    email: account.email,
    fullName: "Medición de Carga",
    passwordHash: await hashPassword(account.password),
    status: "active",
    subscriptionStatus: "al corriente",
    paidThrough: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  });
  const projectIds: string[] = [];
  for (let index = 1; index <= 30; index++) {
    const project = await insertProject(db, {
      ownerId: user.id,
      name: `Licitación ${String(index).padStart(2, "0")} de medición`,
      description: "Proyecto sembrado por npm run bench:load",
    });
    projectIds.push(project.id);
  }
  const projectId = projectIds[0]!;
  const pieces = await tenderPassages();
  const documentIds: string[] = [];
  for (let index = 0; index < 7; index++) {
    const [row] = await db
      .insert(documents)
      .values({
        projectId,
        ownerId: user.id,
        name: `pliego-${index + 1}.pdf`,
        fileType: "pdf",
        mimeType: "application/pdf",
        fileSize: 100_000,
        sha256: `${index}`.padStart(64, "0"),
        storageKey: `bench/${index}`,
        documentType: "bases",
        status: "listo",
        pageCount: 20,
        passageCount: Math.ceil(PASSAGE_COUNT / 7),
      })
      .returning({ id: documents.id });
    documentIds.push(row!.id);
  }
  const rows = Array.from({ length: PASSAGE_COUNT }, (_, index) => {
    const piece = pieces[index % pieces.length]!;
    return {
      documentId: documentIds[index % 7]!,
      projectId,
      ordinal: index,
      page: piece.page,
      text: piece.text,
    };
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 500)
      await tx.insert(passages).values(rows.slice(start, start + 500));
  });
  return { userId: user.id, projectId, documentIds };
}
