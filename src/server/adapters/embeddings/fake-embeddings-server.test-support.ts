// A real OpenAI-compatible embeddings server on 127.0.0.1 for tests. Its vectors are a bag of words
// hashed into 64 dimensions and normalised, so texts sharing words are close; a few synonyms count as
// the same word, so a query can be near a passage it shares no word with.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_DIMENSIONS = 64;

/** Words the fake model treats as one meaning (after lower-casing and dropping accents). */
const SYNONYMS: Record<string, string> = { aval: "fianza", caucion: "fianza", pagare: "fianza" };
const STOP_WORDS = new Set(
  "del las los por para con una uno que como sus este esta ese esa son sera entre sin sobre".split(" "),
);

export type FakeFailure = { status: number; retryAfter?: string } | "hang" | "not-vectors";

export interface RecordedRequest {
  authorization: string | undefined;
  model: string;
  inputs: string[];
  dimensions: number | undefined;
}

export interface FakeEmbeddingsServer {
  /** The API root to put in EMBEDDINGS_BASE_URL (requests go to `${baseUrl}/embeddings`). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** The next requests get these answers, in order; then it answers normally again. */
  failNext(...failures: FakeFailure[]): void;
  close(): Promise<void>;
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map((word) => SYNONYMS[word] ?? word);
}

/** The fake model's vector of a text: word counts hashed (FNV-1a) into `dimensions`, unit length. */
export function fakeEmbedding(text: string, dimensions = FAKE_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of wordsOf(text)) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
    vector[hash % dimensions]! += 1;
  }
  const norm = Math.hypot(...vector);
  // An empty text still gets a valid vector (pgvector's cosine distance needs a non-zero one).
  return norm === 0 ? vector.map((_, i) => (i === 0 ? 1 : 0)) : vector.map((value) => value / norm);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeEmbeddingsServer(): Promise<FakeEmbeddingsServer> {
  const requests: RecordedRequest[] = [];
  const failures: FakeFailure[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/embeddings") {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":{"type":"not_found"}}');
      return;
    }
    const body = JSON.parse(await readBody(request)) as {
      model: string;
      input: string[];
      dimensions?: number;
    };
    requests.push({
      authorization: request.headers.authorization,
      model: body.model,
      inputs: body.input,
      dimensions: body.dimensions,
    });
    const failure = failures.shift();
    if (failure === "hang") return; // never answers; close() drops the connection
    if (failure === "not-vectors") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"data":[{"index":0}]}');
      return;
    }
    if (failure) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (failure.retryAfter) headers["retry-after"] = failure.retryAfter;
      response.writeHead(failure.status, headers).end('{"error":{"type":"server_error"}}');
      return;
    }
    // Answered in reverse order, as a server may: clients must place vectors by `index`.
    const data = body.input
      .map((text, index) => ({ object: "embedding", index, embedding: fakeEmbedding(text, body.dimensions) }))
      .reverse();
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        object: "list",
        model: body.model,
        data,
        usage: { prompt_tokens: 0, total_tokens: 0 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (...next) => failures.push(...next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
