import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** Test support: a local server standing in for PayPal (not product code). */
export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Handler = (request: Recorded, response: ServerResponse) => void;

/** A local server standing in for PayPal: it records each request and answers with `handler`. */
export async function startFakePayPal(): Promise<{
  server: Server;
  base: string;
  requests: Recorded[];
  setHandler(h: Handler): void;
}> {
  const requests: Recorded[] = [];
  let handler: Handler = (_request, response) => response.end();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      const recorded = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return { server, base: `http://127.0.0.1:${address.port}`, requests, setHandler: (h) => (handler = h) };
}

export const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
};

/** Answers the token request, then hands every other request to `next`. */
export const withToken =
  (next: Handler): Handler =>
  (request, response) => {
    if (request.url === "/v1/oauth2/token") {
      return json(response, 200, {
        access_token: "A21AAtoken-de-prueba",
        token_type: "Bearer",
        expires_in: 32_400,
      });
    }
    next(request, response);
  };
