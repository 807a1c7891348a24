import { deflateRawSync, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { installWholeInflate } from "./pdf-inflate";

/** As pdf.js 5 reads a Flate stream (asyncGetBytesFromDecompressionStream): the bytes, or why not. */
async function inflateAsPdfJs(
  Stream: typeof DecompressionStream,
  format: CompressionFormat,
  bytes: Uint8Array,
) {
  try {
    const { readable, writable } = new Stream(format);
    const writer = writable.getWriter();
    await writer.ready;
    writer
      .write(bytes as Uint8Array<ArrayBuffer>)
      .then(async () => {
        await writer.ready;
        await writer.close();
      })
      .catch(() => undefined);
    const chunks: Uint8Array[] = [];
    for await (const chunk of readable as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    return Buffer.concat(chunks).toString("latin1");
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

describe("the whole-stream inflate pdf.js is given", () => {
  const native = globalThis.DecompressionStream;
  const content = deflateSync(
    Buffer.from("BT /F1 10 Tf (Cláusula 12. Garantía de cumplimiento) Tj ET\n".repeat(300)),
  );
  const cases: Record<string, Uint8Array> = {
    "a content stream": content,
    "junk after its end": Buffer.concat([content, Buffer.from("endstream garbage")]),
    "cut short": content.subarray(0, content.length - 9),
    "a bad header": Buffer.from("not deflate at all"),
    empty: new Uint8Array(0),
  };

  it.each(Object.keys(cases))("gives what the platform's stream gives for %s", async (name) => {
    const bytes = cases[name] as Uint8Array;
    const expected = await inflateAsPdfJs(native, "deflate", bytes);
    installWholeInflate();
    try {
      expect(await inflateAsPdfJs(globalThis.DecompressionStream, "deflate", bytes)).toBe(expected);
      expect(globalThis.DecompressionStream).not.toBe(native);
    } finally {
      globalThis.DecompressionStream = native;
    }
  });

  it("leaves other formats to the platform's stream", async () => {
    const raw = deflateRawSync(Buffer.from("firma"));
    installWholeInflate();
    try {
      expect(await inflateAsPdfJs(globalThis.DecompressionStream, "deflate-raw", raw)).toBe("firma");
    } finally {
      globalThis.DecompressionStream = native;
    }
  });
});
