import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { ERROR_CODES, type ErrorCode } from "../../shared/errors";

/**
 * What Node could not read as an HTTP request (no route, no hook, no error handler ever sees it): a
 * URL or headers past Node's 16 KB, a request past `HTTP_REQUEST_TIMEOUT_MS`, a malformed request line,
 * header or chunk. Fastify's default answered these in English ('Exceeded maximum allowed HTTP header
 * size', 'Client Timeout', 'Client Error'); here they get the API's { code, message } in Spanish, with
 * the same statuses, and the connection is closed (Node cannot read what follows on it).
 */
export function handleClientError(log: FastifyBaseLogger, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const code: ErrorCode =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? "REQUEST_TIMEOUT"
      : error.code === "HPE_HEADER_OVERFLOW"
        ? "HEADERS_TOO_LARGE"
        : "MALFORMED_REQUEST";
  const { status, message } = ERROR_CODES[code];
  const body = JSON.stringify({ code, message });
  log.trace({ err: error }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText(status)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function statusText(status: number): string {
  if (status === 408) return "Request Timeout";
  if (status === 431) return "Request Header Fields Too Large";
  return "Bad Request";
}
