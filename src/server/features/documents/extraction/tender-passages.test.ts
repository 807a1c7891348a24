/**
 * Passages of the real tenders in ../shared/fixtures/tenders (Spanish and Argentine public bodies):
 * the page and heading a reader would give each quoted sentence. Skipped where the folder is absent.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract-document";
import { type Passage, splitIntoPassages } from "./split-passages";

const TENDERS = path.resolve("../shared/fixtures/tenders");

async function passagesOf(name: string): Promise<Passage[]> {
  const result = await extractDocument({
    filePath: path.join(TENDERS, name),
    fileType: "pdf",
    timeoutMs: 60_000,
  });
  if (result.status !== "listo") throw new Error(`${name}: ${JSON.stringify(result)}`);
  return splitIntoPassages(result.units);
}

function passageWith(passages: Passage[], phrase: string): Pick<Passage, "page" | "heading"> | undefined {
  const passage = passages.find((candidate) => candidate.text.replace(/\s+/g, " ").includes(phrase));
  return passage && { page: passage.page, heading: passage.heading };
}

describe.skipIf(!existsSync(TENDERS))("passages of real tenders", () => {
  it("Jaén, administrative clauses: each clause's text under its clause, no signature stamp", async () => {
    const passages = await passagesOf("jaen-02-pliego-clausulas-administrativas.pdf");
    expect(passageWith(passages, "El presente contrato tiene carácter administrativo")).toEqual({
      page: 5,
      heading: "Cláusula 1. Régimen jurídico.",
    });
    expect(
      passageWith(passages, "Las proposiciones se presentarán en la forma, plazo y lugar")?.heading,
    ).toBe("Cláusula 18. Presentación de las proposiciones.");
    expect(
      passages.some((passage) => /Código Seguro de Verificación|sede\.aytojaen/.test(passage.text)),
    ).toBe(false);
    expectWellFormed(passages);
  });

  it("Rosario, private tender: articles as headings", async () => {
    const passages = await passagesOf("rosario-pliego-licitacion-privada-servidores.pdf");
    expect(passageWith(passages, "deberán mantener el precio cotizado")).toEqual({
      page: 4,
      heading: "Artículo 8: MANTENIMIENTO DE OFERTA",
    });
    expectWellFormed(passages);
  });

  it("Santa Fe, general bases: numbered sections down to the third level", async () => {
    const passages = await passagesOf("santafe-pliego-unico-bases-condiciones-generales.pdf");
    expect(passageWith(passages, "Todos los plazos establecidos en el presente pliego")).toEqual({
      page: 3,
      heading: "1.5. Plazos",
    });
    expect(passageWith(passages, "6.14. Mora en el pago")?.page).toBe(19);
    expectWellFormed(passages);
  });
});

function expectWellFormed(passages: Passage[]): void {
  expect(passages.map((passage) => passage.ordinal)).toEqual(passages.map((_, index) => index));
  for (const passage of passages) {
    expect(passage.text.length).toBeGreaterThan(0);
    expect(passage.text.length).toBeLessThanOrEqual(1500);
    expect(passage.heading?.length ?? 0).toBeLessThanOrEqual(200);
  }
  const pages = passages.map((passage) => passage.page ?? 0);
  expect(pages).toEqual([...pages].sort((a, b) => a - b));
}
