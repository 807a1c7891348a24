import type { Logger } from "pino";
import { type ZodError, z } from "zod";
import {
  type ChatMessage,
  type ChatServerState,
  type ChatTransport,
  sendChat,
  throwIfCancelled,
} from "./chat-request";
import { type TPhaseContent, ZPhaseContent } from "./phase-content";
import { GenerationError, type PhaseGenerator } from "./phase-generator";

/** Answers that fail JSON or the schema are asked again this many times in all. */
export const MAX_CONTENT_ATTEMPTS = 3;
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_RETRY_BASE_MS = 1_000;
/** How many schema problems the correction message lists; more only lengthens the prompt. */
const MAX_LISTED_ISSUES = 8;
/** An answer capped below this many tokens could not hold a phase's JSON: not worth sending. */
const MIN_ANSWER_TOKENS = 256;

export interface ChatGeneratorOptions {
  /** The API root, e.g. https://api.openai.com/v1: requests go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Longest wait for one answer, body included. */
  timeoutMs: number;
  /** Most tokens (prompt and answer, over every attempt) one phase may spend. */
  tokenBudget: number;
  fetch?: typeof fetch;
  logger: Logger;
  /** Further tries after a 429, a 5xx or a dropped connection. */
  maxRetries?: number;
  /** The first wait between those tries when the server gives no Retry-After; it doubles each time. */
  retryBaseMs?: number;
}

/** Rough token count for servers that report no usage: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * A phase generator over any OpenAI-compatible chat endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp
 * server). It asks for JSON, validates it with ZPhaseContent and, when the answer does not fit, asks
 * again with the problems listed, within the phase's token budget. Neither the key nor the prompts nor
 * the answers ever reach a log or an error message.
 */
export function createChatGenerator(options: ChatGeneratorOptions): PhaseGenerator {
  const { logger, model, tokenBudget } = options;
  const transport: ChatTransport = {
    url: `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`,
    apiKey: options.apiKey,
    model,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch ?? fetch,
    logger,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    retryBaseMs: options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
  };
  // Shared across generations: once a server has rejected JSON mode it will not accept it later.
  const state: ChatServerState = { useResponseFormat: true, tokenLimitField: "max_tokens" };
  const budgetError = () =>
    new GenerationError("Se agotó el presupuesto de tokens de la fase.", { reason: "budget" });

  return {
    kind: "llm",
    label: model,
    async generate({ systemPrompt, userPrompt, onProgress, signal }) {
      const base: ChatMessage[] = [
        { role: "system", content: systemPrompt },
        { role: "user", content: userPrompt },
      ];
      let messages = base;
      const usage = { promptTokens: 0, completionTokens: 0 };
      for (let attempts = 1; ; attempts++) {
        throwIfCancelled(signal);
        const promptEstimate = estimateTokens(messages.map((message) => message.content).join("\n"));
        // The answer may use what the budget has left after this prompt, and no more.
        const maxTokens = tokenBudget - usage.promptTokens - usage.completionTokens - promptEstimate;
        if (maxTokens < MIN_ANSWER_TOKENS) {
          logger.warn({ ...usage, promptEstimate, tokenBudget }, "phase token budget exhausted");
          throw budgetError();
        }
        onProgress?.(attempts === 1 ? "redactando" : "reintentando");
        const answer = await sendChat(transport, messages, state, { maxTokens, signal });
        usage.promptTokens += answer.usage?.promptTokens ?? promptEstimate;
        usage.completionTokens += answer.usage?.completionTokens ?? estimateTokens(answer.content);
        const parsed = parseContent(answer.content);
        if (parsed.ok) {
          logger.info({ attempts, ...usage }, "phase content generated");
          return { content: parsed.content, usage, attempts };
        }
        logger.warn(
          { attempt: attempts, problem: parsed.kind, finishReason: answer.finishReason },
          "model answer does not fit the schema",
        );
        // Cut at the cap: the rest of the budget cannot hold a longer answer, so asking again is waste.
        if (answer.finishReason === "length") throw budgetError();
        if (attempts >= MAX_CONTENT_ATTEMPTS) {
          throw new GenerationError("El modelo devolvió una respuesta inválida tres veces.", {
            reason: "invalid-output",
          });
        }
        // Only the latest wrong answer is shown back, so the prompt does not grow with every try.
        messages = [
          ...base,
          { role: "assistant", content: answer.content },
          { role: "user", content: parsed.correction },
        ];
      }
    },
  };
}

type Parsed =
  | { ok: true; content: TPhaseContent }
  | { ok: false; kind: "json" | "schema"; correction: string };

/** The phase content in a model's answer, or the Spanish correction to send back. */
export function parseContent(raw: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(extractJson(raw));
  } catch {
    return {
      ok: false,
      kind: "json",
      correction: "Tu respuesta no es JSON válido. Responde solo con JSON válido, sin texto adicional.",
    };
  }
  const result = ZPhaseContent.safeParse(json, { error: z.locales.es().localeError });
  if (result.success) return { ok: true, content: result.data };
  return {
    ok: false,
    kind: "schema",
    correction: `Tu respuesta no cumple el esquema: ${summarizeIssues(result.error)}. Responde solo con JSON válido.`,
  };
}

/**
 * The JSON in an answer: without ```json fences, a reasoning model's <think> block, or words around
 * the object.
 */
export function extractJson(raw: string): string {
  let text = raw.replace(/<think>[\s\S]*?<\/think>/g, "").trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  if (fenced) text = fenced[1]!.trim();
  if (!text.startsWith("{")) {
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start >= 0 && end > start) text = text.slice(start, end + 1);
  }
  return text;
}

/** "sections.0.level: …; title: …" — paths and messages only, never the values the model wrote. */
function summarizeIssues(error: ZodError): string {
  const listed = error.issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const path = issue.path.map(String).join(".") || "(raíz)";
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - listed.length;
  return more > 0 ? `${listed.join("; ")}; y ${more} problemas más` : listed.join("; ");
}
