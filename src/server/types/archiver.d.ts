// archiver 8 is ESM-only with named classes; @types/archiver describes the older default export.
declare module "archiver" {
  import type { Readable, Transform } from "node:stream";

  interface EntryData {
    name: string;
    date?: Date;
    mode?: number;
  }

  export class Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }

  export class ZipArchive extends Archiver {
    constructor(options?: { zlib?: { level?: number }; store?: boolean; comment?: string });
  }
}
