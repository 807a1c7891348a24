// Runs in the web project's jsdom environment, with Node's own fetch (Vitest keeps it under jsdom), so
// every request below really crosses the network to a local node:http server; paths are absolute
// because Node's fetch cannot resolve relative ones.
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { messageForStatus } from "../../shared/errors";
import { ApiError, apiRequest } from "./http-client";

const servers: Server[] = [];

/** Vitest exposes the JSDOM instance, whose reconfigure() moves the page to another origin. */
const dom = (globalThis as unknown as { jsdom: { reconfigure(settings: { url: string }): void } }).jsdom;
const pageUrl = window.location.href;

async function startServer(
  handler: RequestListener,
): Promise<{ server: Server; url: (path: string) => string }> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (path) => `http://127.0.0.1:${port}${path}` };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function sendJson(res: Parameters<RequestListener>[1], status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("the request was expected to fail");
}

afterEach(async () => {
  dom.reconfigure({ url: pageUrl });
  await Promise.all(servers.splice(0).map((server) => (server.listening ? closeServer(server) : undefined)));
});

describe("apiRequest against a real HTTP server", () => {
  it("returns the JSON answer validated by the schema", async () => {
    const { url } = await startServer((_req, res) => sendJson(res, 200, { status: "ok", count: 3 }));
    const schema = z.object({ status: z.literal("ok"), count: z.number() });

    const result = await apiRequest(url("/x"), { schema });

    expect(result).toEqual({ status: "ok", count: 3 });
  });

  it("turns the server's { code, message, detail } into an ApiError", async () => {
    const { url } = await startServer((_req, res) =>
      sendJson(res, 409, { code: "CONFLICT", message: "El proyecto ya existe.", detail: { field: "name" } }),
    );

    const error = await captureError(apiRequest(url("/projects"), { method: "POST", body: { name: "A" } }));

    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("El proyecto ya existe.");
    expect(error.status).toBe(409);
    expect(error.detail).toEqual({ field: "name" });
  });

  it("gives a non-JSON error page the status code and the Spanish message for its status", async () => {
    const { url } = await startServer((_req, res) => {
      res.writeHead(502, { "content-type": "text/html" });
      res.end("<html><body>Bad Gateway</body></html>");
    });

    const error = await captureError(apiRequest(url("/x")));

    expect(error.code).toBe("HTTP_502");
    expect(error.status).toBe(502);
    expect(error.message).toBe(messageForStatus(502));
    expect(error.message).toBe("El servicio no está disponible. Intente más tarde.");
  });

  it("rejects an answer that does not match the schema as UNKNOWN_ERROR", async () => {
    const { url } = await startServer((_req, res) => sendJson(res, 200, { status: "degraded" }));

    const error = await captureError(
      apiRequest(url("/x"), { schema: z.object({ status: z.literal("ok") }) }),
    );

    expect(error.code).toBe("UNKNOWN_ERROR");
    expect(error.message).toBe("Ha ocurrido un error inesperado.");
  });

  it("gives up on a server that never answers with REQUEST_TIMEOUT (408)", async () => {
    const { url } = await startServer(() => {
      // Never answers.
    });

    const started = Date.now();
    const error = await captureError(apiRequest(url("/slow"), { timeoutMs: 200 }));

    expect(error.code).toBe("REQUEST_TIMEOUT");
    expect(error.status).toBe(408);
    expect(error.message).toBe("La solicitud está tardando demasiado. Intente nuevamente.");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports a closed port on the page's own origin as NETWORK_ERROR (status 0)", async () => {
    const { server, url } = await startServer((_req, res) => sendJson(res, 200, {}));
    const deadUrl = url("/x");
    await closeServer(server);
    // Deployed with VITE_API_URL unset, the app and the API share one origin.
    dom.reconfigure({ url: url("/index") });

    const error = await captureError(apiRequest(deadUrl));

    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.status).toBe(0);
    expect(error.message).toBe("No se pudo conectar con el servidor. Verifique su conexión a internet.");
  });

  it("reports a closed port on another origin as CORS_ERROR, since fetch hides the cause", async () => {
    const { server, url } = await startServer((_req, res) => sendJson(res, 200, {}));
    const deadUrl = url("/x");
    await closeServer(server);
    expect(window.location.origin).not.toBe(new URL(deadUrl).origin);

    const error = await captureError(apiRequest(deadUrl));

    expect(error.code).toBe("CORS_ERROR");
    expect(error.status).toBe(0);
  });

  it("asks for a fresh answer and declares a JSON body", async () => {
    const received: { method?: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const { url } = await startServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => {
        body += chunk;
      });
      req.on("end", () => {
        received.push({ method: req.method, headers: req.headers, body });
        sendJson(res, 200, { ok: true });
      });
    });

    await apiRequest(url("/read"));
    await apiRequest(url("/write"), { method: "PUT", body: { name: "Licitación 1" } });

    const [read, write] = received;
    expect(read?.method).toBe("GET");
    expect(read?.headers["cache-control"]).toBe("no-cache");
    expect(read?.headers["content-type"]).toBeUndefined();
    expect(write?.method).toBe("PUT");
    expect(write?.headers["cache-control"]).toBe("no-cache");
    expect(write?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(write?.body ?? "")).toEqual({ name: "Licitación 1" });
  });

  it("times out a server that sends its headers and then stalls the body", async () => {
    const { url } = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"status":');
    });

    const error = await captureError(apiRequest(url("/slow-body"), { timeoutMs: 200 }));

    expect(error.code).toBe("REQUEST_TIMEOUT");
    expect(error.status).toBe(408);
  });

  it("does not send a request whose caller already cancelled it, and reports it as ABORTED", async () => {
    let requests = 0;
    const { url } = await startServer((_req, res) => {
      requests += 1;
      sendJson(res, 200, { status: "ok" });
    });
    const controller = new AbortController();
    controller.abort();

    const error = await captureError(apiRequest(url("/x"), { signal: controller.signal }));

    expect(error.code).toBe("ABORTED");
    expect(requests).toBe(0);
  });
});
