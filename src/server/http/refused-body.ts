import type { IncomingMessage } from "node:http";

/** A refused body up to this size is still read (and thrown away) so its sender sees the answer. */
export const LINGER_BYTES = 1024 * 1024;
/** A refused body that stops arriving for this long ends its connection. */
export const LINGER_SILENCE_MS = 300;
/** However it trickles, a refused body is read no longer than this. */
export const LINGER_MAX_MS = 5_000;

/**
 * Whether an answer given before its request's body has all arrived (a 404 on another client's
 * project, a 415, a 429) may keep the connection to read that body's rest: a small body announced by
 * its length. Closing at once while the sender still writes resets the connection, and a browser (or
 * fetch) then reports a network failure instead of the answer (CI, stop 24: 'write EPIPE' on an upload
 * refused with a 404). A large or unmeasured body is not waited for: its answer closes the connection.
 */
export function mayLinger(request: IncomingMessage): boolean {
  if (!isUnfinished(request)) return true;
  const declared = Number(request.headers["content-length"]);
  return Number.isFinite(declared) && declared <= LINGER_BYTES && !request.headers["transfer-encoding"];
}

/**
 * Reads and discards the rest of a refused body once its answer is sent: the connection is kept when
 * the body ends, and ended when it stops arriving (a body announced and never sent) or takes too long.
 */
export function lingerOnRefusedBody(request: IncomingMessage): void {
  if (!isUnfinished(request) || request.destroyed) return;
  const socket = request.socket;
  const stop = () => {
    clearTimeout(silence);
    clearTimeout(limit);
    request.off("data", onData);
    request.off("end", stop);
    socket.off("close", stop);
  };
  const end = () => {
    stop();
    socket.destroy();
  };
  let silence = setTimeout(end, LINGER_SILENCE_MS);
  const limit = setTimeout(end, LINGER_MAX_MS);
  const onData = () => {
    clearTimeout(silence);
    silence = setTimeout(end, LINGER_SILENCE_MS);
  };
  request.unpipe();
  request.on("data", onData);
  request.once("end", stop);
  socket.once("close", stop);
  request.resume();
}

/** A body still arriving on a real connection (an injected request, app.inject, has none). */
function isUnfinished(request: IncomingMessage): boolean {
  return request.complete === false && typeof request.socket?.destroy === "function";
}
