import { describe, expect, it } from "vitest";
import { lowerCaseMarkers } from "./list-markers";

describe("list markers OCR read in the wrong case", () => {
  it("reads 'C.' between 'b.' and 'd.' as 'c.', and 'O)' after 'n)' as 'o)'", () => {
    const read = [
      "b. Fuesen formuladas por personas inhabilitadas.",
      "C. Contuviesen condicionamientos.",
      "d. Tuviesen errores o enmiendas en el precio.",
      "",
      "n) Copia de la identificación oficial.",
      "O) Acta constitutiva.",
    ].join("\n");
    expect(lowerCaseMarkers(read)).toBe(
      [
        "b. Fuesen formuladas por personas inhabilitadas.",
        "c. Contuviesen condicionamientos.",
        "d. Tuviesen errores o enmiendas en el precio.",
        "",
        "n) Copia de la identificación oficial.",
        "o) Acta constitutiva.",
      ].join("\n"),
    );
  });

  it("leaves a list lettered in capitals, and a capital with no list around it, as read", () => {
    const capitals = "B. Documentación legal.\nC. Documentación técnica.\nD. Propuesta económica.";
    expect(lowerCaseMarkers(capitals)).toBe(capitals);
    const alone = "Se entregará en el domicilio.\nS. A. de C. V. del proveedor.";
    expect(lowerCaseMarkers(alone)).toBe(alone);
  });
});
