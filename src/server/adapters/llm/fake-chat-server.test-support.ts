// A real OpenAI-compatible chat server on 127.0.0.1 for tests, scripted per test: each request takes
// the next scripted reply; with none left it answers 500 so a test that asks too often fails clearly.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { GenerationError } from "./phase-generator";

export type ScriptedReply =
  | {
      kind: "content";
      content: string;
      usage?: { prompt_tokens: number; completion_tokens: number };
      /** 'stop' unless set ('length': the answer was cut at the request's token cap). */
      finishReason?: string;
    }
  | { kind: "status"; status: number; body?: unknown; retryAfter?: string }
  | { kind: "hang" }
  /**
   * A fixed answer built from the request, e.g. quoting a passage the prompt listed; it may take its
   * time (a slow model), answering when its promise settles.
   */
  | { kind: "respond"; respond: (body: RecordedChatRequest["body"]) => string | Promise<string> };

export interface RecordedChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    temperature?: number;
    response_format?: { type: string };
    max_tokens?: number;
    max_completion_tokens?: number;
  };
  receivedAt: number;
}

export interface FakeChatServer {
  /** The API root to put in LLM_BASE_URL (requests go to `${baseUrl}/chat/completions`). */
  baseUrl: string;
  requests: RecordedChatRequest[];
  script(...replies: ScriptedReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  const requests: RecordedChatRequest[] = [];
  const replies: ScriptedReply[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":{"type":"not_found"}}');
      return;
    }
    const body = JSON.parse(await readBody(request)) as RecordedChatRequest["body"];
    requests.push({ authorization: request.headers.authorization, body, receivedAt: Date.now() });
    const reply = replies.shift() ?? { kind: "status", status: 500, body: { error: { type: "no_script" } } };
    if (reply.kind === "hang") {
      // Headers go out, the body never does: the client's time limit must cover reading it.
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"choices":');
      return;
    }
    replyWith(
      reply.kind === "respond" ? { kind: "content", content: await reply.respond(body) } : reply,
      body,
      response,
    );
  });
  function replyWith(
    reply: Exclude<ScriptedReply, { kind: "hang" } | { kind: "respond" }>,
    body: RecordedChatRequest["body"],
    response: ServerResponse,
  ) {
    if (reply.kind === "status") {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (reply.retryAfter) headers["retry-after"] = reply.retryAfter;
      response.writeHead(reply.status, headers).end(JSON.stringify(reply.body ?? {}));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-prueba",
        object: "chat.completion",
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: reply.finishReason ?? "stop",
            message: { role: "assistant", content: reply.content },
          },
        ],
        ...(reply.usage ? { usage: reply.usage } : {}),
      }),
    );
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => replies.push(...next),
    reset() {
      requests.length = 0;
      replies.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The GenerationError a generation failed with (the test fails if it succeeded or threw anything else). */
export async function failureOf(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}
