import { describe, expect, it } from "vitest";
import { escapeHtml, extractLinks, formatMexicoDate, formatMexicoDateTime, linkifyText } from "./html";

describe("mail HTML helpers", () => {
  it("formats dates as dd/MM/yyyy and dd/MM/yyyy HH:mm in Mexico City", () => {
    expect(formatMexicoDate(new Date("2026-03-01T05:59:00Z"))).toBe("28/02/2026");
    expect(formatMexicoDateTime(new Date("2026-03-01T05:59:00Z"))).toBe("28/02/2026 23:59");
    expect(formatMexicoDateTime(new Date("2026-07-15T06:05:00Z"))).toBe("15/07/2026 00:05");
  });

  it("finds every http(s) link once, without the sentence's punctuation", () => {
    const text =
      "Active aquí: https://a.mx/activate?token=x1&y=2. Otra vez https://a.mx/activate?token=x1&y=2\n" +
      "(ver http://localhost:3000/outbox) y mailto:soporte@licita.mx o ftp://no.mx";
    expect(extractLinks(text)).toEqual([
      "https://a.mx/activate?token=x1&y=2",
      "http://localhost:3000/outbox",
    ]);
  });

  it("turns links into anchors and escapes everything else", () => {
    const html = linkifyText('<b>Hola</b> & "adiós": https://a.mx/x?a=1&b=<2>');
    expect(html).toBe(
      '&lt;b&gt;Hola&lt;/b&gt; &amp; &quot;adiós&quot;: <a href="https://a.mx/x?a=1&amp;b=" rel="noopener noreferrer">https://a.mx/x?a=1&amp;b=</a>&lt;2&gt;',
    );
    expect(escapeHtml(`'`)).toBe("&#39;");
  });
});
