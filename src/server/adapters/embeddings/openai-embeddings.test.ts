import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config/config";
import { createEmbeddings } from "./create-embeddings";
import { EmbeddingsError } from "./embeddings-client";
import {
  type FakeEmbeddingsServer,
  fakeEmbedding,
  startFakeEmbeddingsServer,
} from "./fake-embeddings-server.test-support";
import { createOpenAiEmbeddings, MAX_INPUT_CHARS, parseRetryAfter } from "./openai-embeddings";

const API_KEY = "sk-prueba-secreta-123456";

function cosine(a: number[], b: number[]): number {
  return a.reduce((sum, value, i) => sum + value * b[i]!, 0);
}

/** A logger whose every line is kept, to prove what never reaches the logs. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "trace" }, stream), lines };
}

describe("OpenAI-compatible embeddings client against a local server", () => {
  let server: FakeEmbeddingsServer;

  beforeAll(async () => {
    server = await startFakeEmbeddingsServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  function client(overrides: Partial<Parameters<typeof createOpenAiEmbeddings>[0]> = {}) {
    return createOpenAiEmbeddings({
      baseUrl: `${server.baseUrl}/`,
      apiKey: API_KEY,
      model: "modelo-prueba",
      batchSize: 2,
      logger: pino({ level: "silent" }),
      retryBaseMs: 20,
      ...overrides,
    });
  }

  it("sends batches with the model and the key and returns one vector per text, in order", async () => {
    const texts = [
      "Garantía de cumplimiento del contrato",
      "Fianza de cumplimiento del contrato",
      "Junta de aclaraciones en la Dirección de Compras",
      "Servidores para el centro de datos",
      "Propuesta técnica y económica",
    ];
    const vectors = await client().embed(texts);
    expect(vectors).toEqual(texts.map((text) => fakeEmbedding(text)));
    expect(server.requests.map((request) => request.inputs.length)).toEqual([2, 2, 1]);
    expect(server.requests[0]).toMatchObject({
      authorization: `Bearer ${API_KEY}`,
      model: "modelo-prueba",
      dimensions: undefined,
    });
    // The fake model puts texts that share words close together, as a real one does with meaning.
    expect(cosine(vectors[0]!, vectors[1]!)).toBeGreaterThan(cosine(vectors[0]!, vectors[3]!));
  });

  it("asks for the configured dimensions, sends no key when none is set, and cuts very long texts", async () => {
    const long = `${"palabra ".repeat(1_500)}final`;
    const [vector] = await client({ apiKey: undefined, dimensions: 16 }).embed([long]);
    expect(vector).toHaveLength(16);
    const [request] = server.requests;
    expect(request?.authorization).toBeUndefined();
    expect(request?.dimensions).toBe(16);
    expect(request?.inputs[0]).toHaveLength(MAX_INPUT_CHARS);
  });

  it("waits as long as a 429's Retry-After says, then succeeds", async () => {
    server.failNext({ status: 429, retryAfter: "1" });
    const started = Date.now();
    const [vector] = await client().embed(["límite de peticiones"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(vector).toEqual(fakeEmbedding("límite de peticiones"));
    expect(server.requests).toHaveLength(2);
  });

  it("tries again after a 500 and gives up after the last retry with the status", async () => {
    server.failNext({ status: 500 });
    await expect(client().embed(["error pasajero"])).resolves.toHaveLength(1);
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.failNext({ status: 503 }, { status: 502 }, { status: 500 });
    const failure = await client({ maxRetries: 2 })
      .embed(["error persistente"])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddingsError);
    expect((failure as EmbeddingsError).details.status).toBe(500);
    expect(server.requests).toHaveLength(3);
  });

  it("fails a hanging service at the time limit without trying again", async () => {
    server.failNext("hang");
    const started = Date.now();
    const failure = await client({ timeoutMs: 300 })
      .embed(["servicio colgado"])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddingsError);
    expect((failure as EmbeddingsError).details.isTimeout).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(server.requests).toHaveLength(1);
  });

  it("does not retry a refusal or accept an answer that is not one vector per text", async () => {
    const refused = await createOpenAiEmbeddings({
      baseUrl: server.baseUrl.replace("/v1", "/otra"),
      model: "m",
      batchSize: 8,
      logger: pino({ level: "silent" }),
    })
      .embed(["hola"])
      .catch((error: unknown) => error);
    expect((refused as EmbeddingsError).details.status).toBe(404);
    expect((refused as Error).message).toBe("embeddings service refused the request: 404 (not_found)");

    server.failNext("not-vectors");
    await expect(client().embed(["uno"])).rejects.toThrow(/not a list of vectors/);
  });

  it("never writes the key or the texts to the logs, even while retrying", async () => {
    const { logger, lines } = capturingLogger();
    server.failNext({ status: 500 }, { status: 429, retryAfter: "0" });
    await client({ logger }).embed(["Contenido confidencial de la propuesta"]);
    server.failNext("hang");
    await client({ logger, timeoutMs: 200 })
      .embed(["Otro contenido confidencial"])
      .catch((error: unknown) => logger.warn({ err: error }, "failed"));
    const log = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(log).not.toContain(API_KEY);
    expect(log).not.toMatch(/confidencial/);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(parseRetryAfter("2")).toBe(2_000);
    const now = Date.parse("2025-03-10T16:00:00Z");
    expect(parseRetryAfter("Mon, 10 Mar 2025 16:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("pronto")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe("choosing the embeddings adapter from configuration", () => {
  it("is off without EMBEDDINGS_BASE_URL, and needs the model with the address", () => {
    const logger = pino({ level: "silent" });
    expect(createEmbeddings({ config: loadConfig({}), logger })).toBeNull();
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: "http://127.0.0.1:9/v1" })).toThrow(ConfigError);
    expect(() => loadConfig({ EMBEDDINGS_MODEL: "m" })).toThrow(
      "EMBEDDINGS_BASE_URL y EMBEDDINGS_MODEL van juntos: defina ambos o ninguno",
    );
    const config = loadConfig({
      EMBEDDINGS_BASE_URL: "http://127.0.0.1:9/v1",
      EMBEDDINGS_MODEL: "text-embedding-3-small",
      EMBEDDINGS_DIMENSIONS: "256",
    });
    expect(config.EMBEDDINGS_BATCH_SIZE).toBe(64);
    expect(config.EMBEDDINGS_DIMENSIONS).toBe(256);
    const embeddings = createEmbeddings({ config, logger });
    expect(embeddings).toMatchObject({ model: "text-embedding-3-small", batchSize: 64 });
  });
});
