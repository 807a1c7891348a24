import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createChatGenerator } from "./chat-client";
import {
  type FakeChatServer,
  failureOf,
  type ScriptedReply,
  startFakeChatServer,
} from "./fake-chat-server.test-support";
import { GenerationError } from "./phase-generator";

const SYSTEM_PROMPT = "Eres un redactor de propuestas.";
const USER_PROMPT = "Pasajes: [p1] La garantía de cumplimiento será del 10 %.";
const VALID = {
  title: "Resumen",
  sections: [
    {
      heading: "Garantías",
      level: 1,
      statements: [{ text: "Garantía del 10 %.", sources: [{ passageId: "p1", quote: "10 %" }] }],
    },
  ],
  pending: [],
};

function content(
  value: unknown,
  usage?: { prompt_tokens: number; completion_tokens: number },
): ScriptedReply {
  return { kind: "content", content: JSON.stringify(value), usage };
}

describe("the token cap of each answer (local OpenAI-compatible server)", () => {
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
      baseUrl: server.baseUrl,
      model: "modelo-prueba",
      timeoutMs: 5_000,
      tokenBudget: 60_000,
      logger: pino({ level: "silent" }),
      retryBaseMs: 20,
      ...overrides,
    });
  }
  const generate = (gen = generator()) =>
    gen.generate({ systemPrompt: SYSTEM_PROMPT, userPrompt: USER_PROMPT });

  it("caps each answer with what the phase's budget has left, so one long answer cannot overspend it", async () => {
    server.script(content({ title: "x" }, { prompt_tokens: 500, completion_tokens: 700 }), content(VALID));
    await generate(generator({ tokenBudget: 3_000 }));
    const [first, second] = server.requests.map((request) => request.body);
    const firstPrompt = Math.ceil(`${SYSTEM_PROMPT}\n${USER_PROMPT}`.length / 4);
    expect(first!.max_tokens).toBe(3_000 - firstPrompt);
    // The correction's prompt is longer, and 1,200 tokens are spent already.
    const secondPrompt = Math.ceil(second!.messages.map((message) => message.content).join("\n").length / 4);
    expect(second!.max_tokens).toBe(3_000 - 1_200 - secondPrompt);

    // An answer cut at the cap is not asked again: the rest of the budget could not hold more.
    server.reset();
    server.script({
      kind: "content",
      content: '{"title": "Resumen", "sections": [',
      usage: { prompt_tokens: 40, completion_tokens: 700 },
      finishReason: "length",
    });
    const cut = await failureOf(generate(generator({ tokenBudget: 5_000 })));
    expect(cut.details.reason).toBe("budget");
    expect(server.requests).toHaveLength(1);
  });

  it("moves the cap to max_completion_tokens when a server refuses max_tokens, and drops it if refused too", async () => {
    const refuse = (field: string): ScriptedReply => ({
      kind: "status",
      status: 400,
      body: { error: { message: `Unsupported parameter: '${field}' is not supported with this model.` } },
    });
    const gen = generator();
    server.script(refuse("max_tokens"), content(VALID));
    expect((await generate(gen)).content).toEqual(VALID);
    expect(
      server.requests.map((request) => Object.keys(request.body).filter((key) => key.startsWith("max_"))),
    ).toEqual([["max_tokens"], ["max_completion_tokens"]]);
    server.reset();
    server.script(refuse("max_completion_tokens"), content(VALID));
    expect((await generate(gen)).content).toEqual(VALID);
    expect(server.requests[1]!.body).not.toHaveProperty("max_completion_tokens");
    expect(server.requests[1]!.body).not.toHaveProperty("max_tokens");
  });
});
