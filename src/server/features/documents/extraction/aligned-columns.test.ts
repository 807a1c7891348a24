/** Tables typed or OCR'd as aligned columns become tab-separated cells; prose stays prose. */
import { describe, expect, it } from "vitest";
import { alignedColumnsToCells } from "./aligned-columns";
import { readTxtText } from "./txt-text";

describe("alignedColumnsToCells", () => {
  it("turns a table of partidas into cells, one row per line", () => {
    const text = [
      "El resumen de las partidas es el siguiente:",
      "PARTIDA   DESCRIPCIÓN                          UNIDAD     CANTIDAD",
      "1         Gasa seca estéril de 10 x 10 cm      paquete    12,000",
      "2         Venda elástica de 10 cm x 5 m         pieza      8,500",
    ].join("\n");
    expect(alignedColumnsToCells(text).split("\n")).toEqual([
      "El resumen de las partidas es el siguiente:",
      "PARTIDA\tDESCRIPCIÓN\tUNIDAD\tCANTIDAD",
      "1\tGasa seca estéril de 10 x 10 cm\tpaquete\t12,000",
      "2\tVenda elástica de 10 cm x 5 m\tpieza\t8,500",
    ]);
  });

  it("keeps an empty cell in its column instead of shifting the next one left", () => {
    const text = [
      "ACTO                          FECHA                  HORA          LUGAR",
      "Publicación de la convocatoria  9 de febrero de 2026                 CompraNet",
      "Junta de aclaraciones         18 de febrero de 2026  11:00 horas   CompraNet",
    ].join("\n");
    expect(alignedColumnsToCells(text).split("\n")[1]).toBe(
      "Publicación de la convocatoria\t9 de febrero de 2026\t\tCompraNet",
    );
  });

  it("leaves justified prose and a lone line with a wide gap as they are", () => {
    const prose = [
      "Los   licitantes   deberán   presentar   su   proposición   en   idioma   español,",
      "con   los   precios   en   moneda   nacional   y   firmada   por   su   representante.",
      "Ciudad de México.   Tel. 55 5000 1234",
    ].join("\n");
    expect(alignedColumnsToCells(prose)).toBe(prose);
  });

  it("gives a text file's table its cells through the reader", () => {
    const file =
      "=== PÁGINA 1 ===\nRUBRO                    PUNTOS\nCapacidad del licitante  18\nExperiencia del licitante  10\nCumplimiento de contratos  8\n=== PÁGINA 2 ===\nFin";
    const units = readTxtText(new TextEncoder().encode(file));
    expect(units[0]?.text.split("\n")).toEqual([
      "RUBRO\tPUNTOS",
      "Capacidad del licitante\t18",
      "Experiencia del licitante\t10",
      "Cumplimiento de contratos\t8",
    ]);
  });
});
