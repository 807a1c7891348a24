import type { Logger } from "pino";
import { parseRetryAfter } from "../embeddings/openai-embeddings";
import { GenerationError } from "./phase-generator";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatAnswer {
  content: string;
  /** Null when the server did not report usage. */
  usage: { promptTokens: number; completionTokens: number } | null;
  /** 'length' when the answer was cut at the token cap; null when the server does not say. */
  finishReason: string | null;
}

/**
 * What a chat server accepts: JSON mode, and the name of the answer's token cap ('max_tokens' almost
 * everywhere; OpenAI's reasoning models want 'max_completion_tokens'). Learned once per server.
 */
export interface ChatServerState {
  useResponseFormat: boolean;
  tokenLimitField: "max_tokens" | "max_completion_tokens" | null;
}

export interface ChatTransport {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fetch: typeof fetch;
  logger: Logger;
  maxRetries: number;
  retryBaseMs: number;
}

/** A Retry-After longer than this is shortened: a job must not sleep for an hour. */
const MAX_RETRY_WAIT_MS = 60_000;

type Outcome =
  | { ok: true; answer: ChatAnswer }
  | {
      ok: false;
      error: GenerationError;
      isRetryable: boolean;
      retryAfterMs?: number;
      status?: number;
      rejectsResponseFormat?: boolean;
      rejectsTokenLimit?: boolean;
    };

/**
 * Sends one chat completion, retrying 429, 5xx and dropped connections with a growing, jittered wait
 * (the server's Retry-After when it sends one) but not a time-out: the caller has already waited long.
 * `state.useResponseFormat` is turned off for good when a server rejects JSON mode (some llama.cpp and
 * Ollama builds), and the request is sent again without it; likewise the answer's cap `maxTokens` moves
 * to 'max_completion_tokens' when a server refuses 'max_tokens', and is left out if it refuses both.
 */
export async function sendChat(
  transport: ChatTransport,
  messages: ChatMessage[],
  state: ChatServerState,
  options: { maxTokens: number; signal?: AbortSignal },
): Promise<ChatAnswer> {
  const { signal } = options;
  for (let tries = 0; ; tries++) {
    const outcome = await attempt(transport, messages, state, options);
    if (outcome.ok) return outcome.answer;
    if (outcome.rejectsResponseFormat && state.useResponseFormat) {
      transport.logger.warn("the model server rejected response_format; sending again without it");
      state.useResponseFormat = false;
      tries--;
      continue;
    }
    if (outcome.rejectsTokenLimit && state.tokenLimitField) {
      const next = state.tokenLimitField === "max_tokens" ? "max_completion_tokens" : null;
      transport.logger.warn({ next }, `the model server rejected ${state.tokenLimitField}; sending again`);
      state.tokenLimitField = next;
      tries--;
      continue;
    }
    if (!outcome.isRetryable || tries >= transport.maxRetries) throw outcome.error;
    const waitMs = Math.min(
      outcome.retryAfterMs ?? transport.retryBaseMs * 2 ** tries * (0.75 + Math.random() / 2),
      MAX_RETRY_WAIT_MS,
    );
    transport.logger.warn(
      { status: outcome.status, retry: tries + 1, waitMs: Math.round(waitMs) },
      "model server failed; trying again",
    );
    await sleep(waitMs, signal);
  }
}

async function attempt(
  transport: ChatTransport,
  messages: ChatMessage[],
  state: ChatServerState,
  options: { maxTokens: number; signal?: AbortSignal },
): Promise<Outcome> {
  const { signal } = options;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (transport.apiKey) headers.authorization = `Bearer ${transport.apiKey}`;
  const body = JSON.stringify({
    model: transport.model,
    messages,
    temperature: 0.2,
    ...(state.useResponseFormat ? { response_format: { type: "json_object" } } : {}),
    ...(state.tokenLimitField ? { [state.tokenLimitField]: options.maxTokens } : {}),
  });
  const timeout = AbortSignal.timeout(transport.timeoutMs);
  let status: number;
  let text: string;
  let retryAfter: string | null;
  try {
    // The time limit covers reading the body too: a server may send headers and then hang.
    const response = await transport.fetch(transport.url, {
      method: "POST",
      headers,
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    status = response.status;
    retryAfter = response.headers.get("retry-after");
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw cancelled(error);
    if (timeout.aborted) {
      return {
        ok: false,
        isRetryable: false,
        error: new GenerationError("El modelo no respondió a tiempo.", { reason: "timeout", cause: error }),
      };
    }
    return {
      ok: false,
      isRetryable: true,
      error: new GenerationError("No se pudo conectar con el servicio del modelo.", {
        reason: "unreachable",
        cause: error,
      }),
    };
  }
  if (status === 429) {
    return {
      ok: false,
      isRetryable: true,
      status,
      retryAfterMs: parseRetryAfter(retryAfter),
      error: new GenerationError("El servicio del modelo está saturado (HTTP 429). Intente más tarde.", {
        reason: "rate-limited",
        status,
      }),
    };
  }
  if (status >= 500) {
    return {
      ok: false,
      isRetryable: true,
      status,
      retryAfterMs: parseRetryAfter(retryAfter),
      error: new GenerationError(`El servicio del modelo no está disponible (HTTP ${status}).`, {
        reason: "unavailable",
        status,
      }),
    };
  }
  if (status < 200 || status >= 300) return refusal(status, text, state);
  const answer = readAnswer(text);
  if (!answer) {
    return {
      ok: false,
      isRetryable: false,
      status,
      error: new GenerationError("El servicio del modelo envió una respuesta que no es de chat.", {
        reason: "invalid-output",
        status,
      }),
    };
  }
  return { ok: true, answer };
}

function refusal(status: number, text: string, state: ChatServerState): Outcome {
  // The text is only searched, never logged or shown: a server may quote the prompt in its error.
  const isResponseFormat = status === 400 && /response_format|json_object|json mode/i.test(text);
  const isTokenLimit =
    status === 400 && state.tokenLimitField !== null && text.includes(state.tokenLimitField);
  const message =
    status === 401 || status === 403
      ? `El servicio del modelo rechazó la clave de acceso (HTTP ${status}).`
      : status === 404
        ? "El servicio del modelo no encontró el modelo configurado (HTTP 404)."
        : `El servicio del modelo rechazó la solicitud (HTTP ${status}).`;
  return {
    ok: false,
    isRetryable: false,
    status,
    rejectsResponseFormat: isResponseFormat,
    rejectsTokenLimit: isTokenLimit && !isResponseFormat,
    error: new GenerationError(message, { reason: "refused", status }),
  };
}

function readAnswer(text: string): ChatAnswer | null {
  let json: {
    choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }>;
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
  };
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const content = json?.choices?.[0]?.message?.content;
  if (typeof content !== "string") return null;
  const prompt = json.usage?.prompt_tokens;
  const completion = json.usage?.completion_tokens;
  const hasUsage = typeof prompt === "number" && typeof completion === "number";
  const finishReason = json.choices?.[0]?.finish_reason;
  return {
    content,
    usage: hasUsage ? { promptTokens: prompt, completionTokens: completion } : null,
    finishReason: typeof finishReason === "string" ? finishReason : null,
  };
}

function cancelled(cause: unknown): GenerationError {
  return new GenerationError("Se canceló la generación.", { reason: "cancelled", cause });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled(signal.reason));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(cancelled(signal?.reason));
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export function throwIfCancelled(signal?: AbortSignal): void {
  if (signal?.aborted) throw cancelled(signal.reason);
}
