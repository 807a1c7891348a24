import { PassThrough, type Readable } from "node:stream";
import { ZipArchive } from "archiver";

export interface ZipEntrySource {
  name: string;
  date: Date;
  /** Opens the entry's bytes; called only once the previous entry is fully written. Null: leave it out. */
  open(): Promise<Readable | null>;
}

const MEXICO_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Mexico_City",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * A ZIP entry's time has no time zone: readers show its fields as they are. The archiver writes the
 * process's local fields, so the date is shifted until those fields are Mexico City's wall clock, the
 * time the client saw on the page (DECISIONS: dates).
 */
export function mexicoWallClock(date: Date): Date {
  const parts = Object.fromEntries(MEXICO_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  const field = (name: string) => Number(parts[name]);
  return new Date(
    field("year"),
    field("month") - 1,
    field("day"),
    field("hour"),
    field("minute"),
    field("second"),
  );
}

/**
 * A ZIP streamed entry by entry, never built in memory. Each source is opened only when the previous
 * entry is written: a storage read opened early sits idle while the others are compressed, and S3
 * closes idle responses, so a large ZIP opened all at once would fail halfway.
 *
 * A failure after the first bytes (a file missing from storage, a read that breaks) cannot change the
 * status already sent, so the stream is destroyed with the error: the HTTP answer is cut off and the
 * browser reports a failed download instead of saving a silently short ZIP. `onError` is told once.
 */
export function createZipStream(entries: ZipEntrySource[], onError: (error: unknown) => void): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const output = new PassThrough();
  let current: Readable | undefined;
  let isStopped = false;
  let isFinished = false;

  const stop = (error?: unknown) => {
    if (isStopped) return;
    isStopped = true;
    archive.unpipe(output);
    archive.abort();
    current?.destroy();
    if (error !== undefined) {
      onError(error);
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };

  archive.on("error", (error) => stop(error));
  archive.on("end", () => {
    isFinished = true;
  });
  // The client went away (or the caller destroyed the stream): stop reading storage.
  output.on("close", () => {
    if (!isFinished) stop();
  });
  archive.pipe(output);

  void (async () => {
    for (const entry of entries) {
      if (isStopped) return;
      const source = await entry.open();
      if (!source) continue;
      if (isStopped) {
        source.destroy();
        return;
      }
      current = source;
      await new Promise<void>((resolve, reject) => {
        const handleEntry = () => {
          source.off("error", handleError);
          resolve();
        };
        const handleError = (error: unknown) => {
          archive.off("entry", handleEntry);
          reject(error);
        };
        archive.once("entry", handleEntry);
        source.once("error", handleError);
        archive.append(source, { name: entry.name, date: mexicoWallClock(entry.date) });
      });
      current = undefined;
    }
    if (!isStopped) await archive.finalize();
  })().catch((error: unknown) => stop(error));

  return output;
}
