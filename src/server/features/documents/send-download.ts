import type { FastifyReply } from "fastify";
import type { FileDownload, ZipDownload } from "./downloads.service";
import { contentDispositionFor } from "./upload/file-name";

/** Sends a file or a streamed ZIP as an attachment: right type, RFC 6266 name, never sniffed or cached. */
export function sendDownload(reply: FastifyReply, download: FileDownload | ZipDownload): FastifyReply {
  reply.header("cache-control", "private, no-store").header("x-content-type-options", "nosniff");
  if (download.kind === "zip") {
    return reply
      .type("application/zip")
      .header("content-disposition", contentDispositionFor(download.fileName))
      .send(download.stream);
  }
  return reply
    .type(download.document.mimeType)
    .header("content-length", String(download.document.fileSize))
    .header("content-disposition", contentDispositionFor(download.document.name))
    .send(download.stream);
}
