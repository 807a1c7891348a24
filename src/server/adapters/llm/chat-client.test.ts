import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createChatGenerator, extractJson, parseContent } from "./chat-client";
import {
  type FakeChatServer,
  failureOf,
  type ScriptedReply,
  startFakeChatServer,
} from "./fake-chat-server.test-support";
import { GenerationError } from "./phase-generator";

const API_KEY = "sk-clave-secreta-llm-98765";
const SYSTEM_PROMPT = "Eres un redactor de propuestas. INSTRUCCION-PRIVADA-7731";
const USER_PROMPT = "Pasajes: [p1] La garantía de cumplimiento será del 10 %. TEXTO-DEL-DOCUMENTO-4412";

const VALID = {
  title: "Resumen de la convocatoria",
  sections: [
    {
      heading: "Garantías",
      level: 1,
      statements: [
        {
          text: "Se exige garantía de cumplimiento del 10 %.",
          sources: [{ passageId: "p1", quote: "garantía de cumplimiento será del 10 %" }],
        },
      ],
      table: {
        headers: ["Requisito", "Plazo"],
        rows: [{ cells: ["Garantía", "10 días"], sources: [{ passageId: "p1", quote: "10 %" }] }],
      },
    },
  ],
  pending: ["Fecha del fallo"],
};

function content(
  value: unknown,
  usage?: { prompt_tokens: number; completion_tokens: number },
): ScriptedReply {
  return { kind: "content", content: typeof value === "string" ? value : JSON.stringify(value), usage };
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

describe("chat phase generator against a local OpenAI-compatible server", () => {
  let server: FakeChatServer;

  beforeAll(async () => {
    server = await startFakeChatServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.reset();
  });

  function generator(overrides: Partial<Parameters<typeof createChatGenerator>[0]> = {}) {
    return createChatGenerator({
      baseUrl: `${server.baseUrl}/`,
      apiKey: API_KEY,
      model: "modelo-prueba",
      timeoutMs: 5_000,
      tokenBudget: 60_000,
      logger: pino({ level: "silent" }),
      retryBaseMs: 20,
      ...overrides,
    });
  }

  function generate(gen = generator(), progress: string[] = [], signal?: AbortSignal) {
    return gen.generate({
      systemPrompt: SYSTEM_PROMPT,
      userPrompt: USER_PROMPT,
      onProgress: (step) => progress.push(step),
      signal,
    });
  }

  it("asks for JSON and returns the validated content with the server's usage", async () => {
    server.script(content(VALID, { prompt_tokens: 120, completion_tokens: 80 }));
    const progress: string[] = [];
    const gen = generator();
    const result = await generate(gen, progress);

    expect(gen).toMatchObject({ kind: "llm", label: "modelo-prueba" });
    expect(result).toEqual({
      content: VALID,
      usage: { promptTokens: 120, completionTokens: 80 },
      attempts: 1,
    });
    expect(progress).toEqual(["redactando"]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body).toEqual({
      model: "modelo-prueba",
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: USER_PROMPT },
      ],
      temperature: 0.2,
      response_format: { type: "json_object" },
      // The whole budget less the prompt (about four characters a token).
      max_tokens: 60_000 - Math.ceil(`${SYSTEM_PROMPT}\n${USER_PROMPT}`.length / 4),
    });
  });

  it("reads JSON wrapped in ```json fences and estimates usage when the server gives none", async () => {
    const fenced = `\`\`\`json\n${JSON.stringify(VALID, null, 2)}\n\`\`\``;
    server.script(content(fenced));
    const result = await generate();
    expect(result.content).toEqual(VALID);
    expect(result.usage.promptTokens).toBe(Math.ceil(`${SYSTEM_PROMPT}\n${USER_PROMPT}`.length / 4));
    expect(result.usage.completionTokens).toBe(Math.ceil(fenced.length / 4));
  });

  it("asks again with the schema problems in Spanish when an answer does not fit, then accepts a valid one", async () => {
    const wrong = { title: "Sin secciones", sections: [{ heading: "A", level: 7, statements: [] }] };
    server.script(
      content(wrong, { prompt_tokens: 100, completion_tokens: 10 }),
      content(VALID, { prompt_tokens: 150, completion_tokens: 90 }),
    );
    const progress: string[] = [];
    const result = await generate(generator(), progress);

    expect(result.attempts).toBe(2);
    expect(result.usage).toEqual({ promptTokens: 250, completionTokens: 100 });
    expect(progress).toEqual(["redactando", "reintentando"]);
    const retry = server.requests[1]!.body.messages;
    expect(retry.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(retry[2]!.content).toBe(JSON.stringify(wrong));
    expect(retry[3]!.content).toMatch(
      /^Tu respuesta no cumple el esquema: sections\.0\.level: .+Responde solo con JSON válido\.$/,
    );
  });

  it("fails with a Spanish error after three invalid answers", async () => {
    server.script(
      content("Claro, aquí está el documento."),
      content({ title: "x", sections: [] }),
      content({ title: "x" }),
    );
    const error = await failureOf(generate());
    expect(error.message).toBe("El modelo devolvió una respuesta inválida tres veces.");
    expect(error.details.reason).toBe("invalid-output");
    expect(server.requests).toHaveLength(3);
    expect(server.requests[1]!.body.messages[3]!.content).toMatch(/^Tu respuesta no es JSON válido\./);
  });

  it("waits for Retry-After on a 429 and then succeeds", async () => {
    server.script({ kind: "status", status: 429, retryAfter: "1" }, content(VALID));
    const result = await generate();
    expect(result.attempts).toBe(1);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.receivedAt - server.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it("retries a 500 and succeeds, and gives up after three retries of a 503", async () => {
    server.script({ kind: "status", status: 500 }, content(VALID));
    expect((await generate()).content).toEqual(VALID);
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.script(...Array.from({ length: 4 }, (): ScriptedReply => ({ kind: "status", status: 503 })));
    const error = await failureOf(generate());
    expect(error.message).toBe("El servicio del modelo no está disponible (HTTP 503).");
    expect(server.requests).toHaveLength(4);
  });

  it("stops a request whose body never finishes and does not retry it", async () => {
    server.script({ kind: "hang" }, content(VALID));
    const started = Date.now();
    const error = await failureOf(generate(generator({ timeoutMs: 300 })));
    expect(error.message).toBe("El modelo no respondió a tiempo.");
    expect(error.details.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(server.requests).toHaveLength(1);
  });

  it("sends again without response_format when the server rejects it, and not on other 400s", async () => {
    server.script(
      { kind: "status", status: 400, body: { error: { message: "'response_format' is not supported" } } },
      content(VALID),
    );
    expect((await generate()).content).toEqual(VALID);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.body.response_format).toEqual({ type: "json_object" });
    expect(server.requests[1]!.body).not.toHaveProperty("response_format");

    server.reset();
    server.script({ kind: "status", status: 400, body: { error: { message: "context too long" } } });
    const error = await failureOf(generate());
    expect(error.message).toBe("El servicio del modelo rechazó la solicitud (HTTP 400).");
    expect(server.requests).toHaveLength(1);
  });

  it("stops when the next attempt would exceed the phase's token budget", async () => {
    server.script(content({ title: "x" }, { prompt_tokens: 900, completion_tokens: 60 }), content(VALID));
    const error = await failureOf(generate(generator({ tokenBudget: 1_000 })));
    expect(error.message).toBe("Se agotó el presupuesto de tokens de la fase.");
    expect(error.details.reason).toBe("budget");
    expect(server.requests).toHaveLength(1);

    server.reset();
    const tooLong = await failureOf(generate(generator({ tokenBudget: 10 })));
    expect(tooLong.details.reason).toBe("budget");
    expect(server.requests).toHaveLength(0);
  });

  it("sends the key only as a Bearer header and keeps key, prompts and answers out of the logs", async () => {
    const { logger, lines } = capturingLogger();
    server.script(
      { kind: "status", status: 502 },
      content({ title: "RESPUESTA-DEL-MODELO-5521" }),
      content(VALID),
      { kind: "status", status: 401 },
    );
    await generate(generator({ logger }));
    const error = await failureOf(generate(generator({ logger })));
    expect(error.message).toBe("El servicio del modelo rechazó la clave de acceso (HTTP 401).");

    expect(server.requests.map((request) => request.authorization)).toEqual(
      Array(4).fill(`Bearer ${API_KEY}`),
    );
    expect(JSON.stringify(server.requests.map((request) => request.body))).not.toContain(API_KEY);
    const logs = lines.join("");
    expect(logs).toContain("model answer does not fit the schema");
    for (const secret of [API_KEY, "INSTRUCCION-PRIVADA", "TEXTO-DEL-DOCUMENTO", "RESPUESTA-DEL-MODELO"]) {
      expect(logs).not.toContain(secret);
      expect(error.message).not.toContain(secret);
    }

    server.reset();
    server.script(content(VALID));
    await generate(generator({ apiKey: undefined }));
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it("stops at once when the caller cancels during a wait", async () => {
    server.script({ kind: "status", status: 429, retryAfter: "30" }, content(VALID));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await failureOf(generate(generator(), [], controller.signal));
    expect(error.details.reason).toBe("cancelled");
    expect(server.requests).toHaveLength(1);
  });
});

describe("reading a model's answer", () => {
  it("drops a reasoning block and words around the object", () => {
    expect(extractJson('<think>pienso…</think>\nAquí está: {"a": 1} ¡Listo!')).toBe('{"a": 1}');
    expect(extractJson('```\n{"a": 1}\n```')).toBe('{"a": 1}');
  });

  it("rejects a table row whose cells do not match the headers", () => {
    const table = { headers: ["A", "B"], rows: [{ cells: ["solo una"] }] };
    const parsed = parseContent(
      JSON.stringify({ title: "t", sections: [{ heading: "h", level: 2, statements: [], table }] }),
    );
    expect(parsed).toMatchObject({ ok: false, kind: "schema" });
    expect(parsed.ok ? "" : parsed.correction).toContain("tantas celdas como encabezados");
  });

  it("fills in lists a model leaves out", () => {
    const parsed = parseContent(
      JSON.stringify({ title: "t", sections: [{ heading: "h", level: 3, statements: [{ text: "Dato." }] }] }),
    );
    expect(parsed).toEqual({
      ok: true,
      content: {
        title: "t",
        sections: [{ heading: "h", level: 3, statements: [{ text: "Dato.", sources: [] }] }],
        pending: [],
      },
    });
  });
});
