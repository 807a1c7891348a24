import { inflateSync } from "node:zlib";

/**
 * Past this many bytes a stream is left to pdf.js's own decoder (same bytes, slower, block by block),
 * so that one stream never makes a single buffer larger than this here.
 */
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

type Chunk = Uint8Array<ArrayBufferLike>;

/**
 * pdf.js (5.x) inflates each Flate stream (every page's content, fonts, forms) through the web
 * `DecompressionStream`; in Node that is zlib behind two web streams, whose plumbing cost more CPU
 * than the inflating itself (a tenth of a 49-page tender's reading). This one hands pdf.js the same
 * zlib's output in one piece, at once: the same bytes, and the same errors (truncated data, a bad
 * header: pdf.js then falls back to its own decoder either way).
 */
class WholeInflate {
  readonly readable: AsyncIterable<Chunk>;
  readonly writable: {
    getWriter(): { ready: Promise<void>; write(chunk: Chunk): Promise<void>; close(): Promise<void> };
  };

  constructor() {
    const input: Chunk[] = [];
    const done = Promise.resolve();
    this.writable = {
      getWriter: () => ({
        ready: done,
        write: async (chunk) => {
          input.push(chunk);
        },
        close: () => done,
      }),
    };
    this.readable = {
      async *[Symbol.asyncIterator]() {
        await done;
        const bytes = input.length === 1 ? (input[0] as Chunk) : Buffer.concat(input);
        yield inflateSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES });
      },
    };
  }
}

const WHOLE = Symbol("licita.wholeInflate");

/**
 * Puts WholeInflate in place of `DecompressionStream` in this thread (only reading threads load
 * pdf.js: the extraction worker and its helper). Once per thread; pdf.js looks the global up per stream.
 */
export function installWholeInflate(): void {
  const Native = globalThis.DecompressionStream;
  if (typeof Native !== "function" || WHOLE in Native) return;
  // Called with `new` by pdf.js: the object returned is the stream; other formats get the real one.
  const Whole = function DecompressionStream(format: CompressionFormat) {
    return format === "deflate" ? new WholeInflate() : new Native(format);
  };
  globalThis.DecompressionStream = Object.assign(Whole, {
    [WHOLE]: true,
  }) as unknown as typeof DecompressionStream;
}
