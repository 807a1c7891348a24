import { describe, expect, it } from "vitest";
import { contentDispositionFor, sanitizeFileName } from "./file-name";

describe("sanitizeFileName", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["..\\..\\win.ini", "win.ini"],
    ["C:\\Users\\Ana\\Documents\\Bases técnicas.pdf", "Bases técnicas.pdf"],
    ["/var/tmp/../propuesta.docx", "propuesta.docx"],
    ["factura\u202Efdp.exe", "facturafdp.exe"],
    ["contrato\u2066\u200F\u200E\uFEFF.pdf", "contrato.pdf"],
    ["acta\u0000\u0007\u001b\u007f de\r\nfallo.pdf", "acta de fallo.pdf"],
    ["  Anexo    técnico\t\t1 .xlsx  ", "Anexo técnico 1.xlsx"],
    ["...oculto.txt", "oculto.txt"],
    ["documento final...", "documento final"],
    [".pdf", "documento.pdf"],
    [".", "documento"],
    ["..", "documento"],
    ["", "documento"],
    ["   ", "documento"],
    ["\u202E\u202E.docx", "documento.docx"],
    ["Informe v2. Final", "Informe v2. Final"],
  ])("%j becomes %j", (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it("composes accents into their single characters (NFC)", () => {
    const decomposed = "Licitacio\u0301n.pdf";
    expect(sanitizeFileName(decomposed)).toBe("Licitación.pdf");
    expect(sanitizeFileName(decomposed)).toHaveLength("Licitación.pdf".length);
  });

  it("cuts a 300-character name to 180 characters and keeps the extension", () => {
    const long = `${"Propuesta técnica integral ".repeat(8)}${"x".repeat(300 - 27 * 8 - 5)}.docx`;
    expect(long).toHaveLength(300);

    const safe = sanitizeFileName(long);

    expect(Array.from(safe)).toHaveLength(180);
    expect(safe.endsWith(".docx")).toBe(true);
    expect(safe.startsWith("Propuesta técnica integral")).toBe(true);
  });

  it("never cuts an emoji (or any character outside the BMP) in half", () => {
    const safe = sanitizeFileName(`${"📄".repeat(200)}.pdf`);
    expect(safe).toBe(`${"📄".repeat(176)}.pdf`);
    expect(encodeURIComponent(safe)).toContain("%F0%9F%93%84");
  });

  it("never returns a hidden, dot-only or empty name", () => {
    for (const name of ["...", ". . .", "./.", ".\u202E.", "/", "\\", "..\\.", ".env", "  .bashrc"]) {
      const safe = sanitizeFileName(name);
      expect(safe.length).toBeGreaterThan(0);
      expect(safe.startsWith(".")).toBe(false);
      expect([".", ".."]).not.toContain(safe);
    }
  });
});

describe("contentDispositionFor", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDispositionFor("Matriz de evaluación (v2).xlsx")).toBe(
      `attachment; filename="Matriz de evaluacion (v2).xlsx"; filename*=UTF-8''Matriz%20de%20evaluaci%C3%B3n%20%28v2%29.xlsx`,
    );
  });

  it("cannot be broken out of by quotes, backslashes or line breaks", () => {
    const header = contentDispositionFor('pro"puesta\\final\r\nSet-Cookie: a=b.pdf');

    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="final Set-Cookie: a=b.pdf"; filename*=UTF-8''final%20Set-Cookie%3A%20a%3Db.pdf`,
    );
    const quoted = contentDispositionFor('Acta "fallo".pdf');
    expect(quoted).toContain('filename="Acta _fallo_.pdf"');
    expect(quoted).toContain("filename*=UTF-8''Acta%20%22fallo%22.pdf");
  });

  it("replaces what ASCII cannot spell and offers inline display", () => {
    expect(contentDispositionFor("提案書 ñ 📄.pdf", "inline")).toBe(
      `inline; filename="___ n _.pdf"; filename*=UTF-8''%E6%8F%90%E6%A1%88%E6%9B%B8%20%C3%B1%20%F0%9F%93%84.pdf`,
    );
  });

  it("round-trips the name through filename* decoding", () => {
    const name = "Bases técnicas — anexo 'B' * (final).pdf";
    const encoded = contentDispositionFor(name).split("filename*=UTF-8''")[1] ?? "";
    expect(encoded).not.toMatch(/['()* ]/);
    expect(decodeURIComponent(encoded)).toBe(name);
  });
});
