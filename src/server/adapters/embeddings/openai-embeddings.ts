import type { Logger } from "pino";
import { z } from "zod";
import { type EmbeddingsClient, EmbeddingsError, type EmbedOptions } from "./embeddings-client";

/** One answer may take this long; past it the call fails (a hang must not hold a job or a search). */
export const EMBEDDINGS_TIMEOUT_MS = 30_000;
/**
 * Texts are cut to this many characters: embedding models take about 8,000 tokens, a passage is far
 * shorter, and a longer input would fail the whole batch.
 */
export const MAX_INPUT_CHARS = 8_000;
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_RETRY_BASE_MS = 1_000;
/** A Retry-After longer than this is shortened: a job must not sleep for an hour. */
const MAX_RETRY_WAIT_MS = 60_000;

const ZEmbeddingsAnswer = z.object({
  data: z.array(
    z.object({
      index: z.number().int().min(0),
      embedding: z.array(z.number()).min(1),
    }),
  ),
});

export interface OpenAiEmbeddingsOptions {
  /** The API root, e.g. https://api.openai.com/v1: requests go to `{baseUrl}/embeddings`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Asked of models that can shorten their vectors. */
  dimensions?: number;
  batchSize: number;
  logger: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRetries?: number;
  /** The first wait between tries when the service gives no Retry-After; it doubles each time. */
  retryBaseMs?: number;
}

type Attempt =
  | { ok: true; vectors: number[][] }
  | { ok: false; error: EmbeddingsError; isRetryable: boolean; retryAfterMs?: number };

/**
 * A client of any OpenAI-compatible `POST /embeddings` (OpenAI, Azure-style gateways, Ollama, vLLM,
 * LiteLLM...). It retries 429 and 5xx answers and dropped connections with a growing wait (the
 * service's Retry-After when it sends one), but not a time-out: the caller has already waited long.
 * Neither the key nor the texts ever reach a log or an error message.
 */
export function createOpenAiEmbeddings(options: OpenAiEmbeddingsOptions): EmbeddingsClient {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/embeddings`;
  const fetchImpl = options.fetch ?? fetch;
  const { logger, model } = options;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function attempt(input: string[], timeoutMs: number): Promise<Attempt> {
    const body = JSON.stringify({
      model,
      input,
      ...(options.dimensions ? { dimensions: options.dimensions } : {}),
    });
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      // The time limit covers reading the body too: a service may send headers and then hang.
      const response = await fetchImpl(url, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.get("retry-after");
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError") {
        return {
          ok: false,
          isRetryable: false,
          error: new EmbeddingsError(`embeddings service did not answer within ${timeoutMs} ms`, {
            isTimeout: true,
            cause: error,
          }),
        };
      }
      return {
        ok: false,
        isRetryable: true,
        error: new EmbeddingsError("could not reach the embeddings service", { cause: error }),
      };
    }
    if (status === 429 || status >= 500) {
      return {
        ok: false,
        isRetryable: true,
        retryAfterMs: parseRetryAfter(retryAfter),
        error: new EmbeddingsError(`embeddings service answered ${status}`, { status }),
      };
    }
    if (status < 200 || status >= 300) {
      return {
        ok: false,
        isRetryable: false,
        error: new EmbeddingsError(`embeddings service refused the request: ${status}${errorCode(text)}`, {
          status,
        }),
      };
    }
    const vectors = readVectors(text, input.length);
    if (!vectors) {
      return {
        ok: false,
        isRetryable: false,
        error: new EmbeddingsError("embeddings service sent an answer that is not a list of vectors", {
          status,
        }),
      };
    }
    return { ok: true, vectors };
  }

  async function embedBatch(input: string[], embedOptions: EmbedOptions): Promise<number[][]> {
    const timeoutMs = embedOptions.timeoutMs ?? options.timeoutMs ?? EMBEDDINGS_TIMEOUT_MS;
    const maxRetries = embedOptions.maxRetries ?? options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const baseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    for (let tries = 0; ; tries++) {
      const result = await attempt(input, timeoutMs);
      if (result.ok) return result.vectors;
      if (!result.isRetryable || tries >= maxRetries) throw result.error;
      const waitMs = Math.min(
        result.retryAfterMs ?? baseMs * 2 ** tries * (0.75 + Math.random() / 2),
        MAX_RETRY_WAIT_MS,
      );
      logger.warn(
        { status: result.error.details.status, retry: tries + 1, waitMs: Math.round(waitMs) },
        "embeddings service failed; trying again",
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  return {
    model,
    batchSize: options.batchSize,
    async embed(texts, embedOptions = {}) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += options.batchSize) {
        const input = texts.slice(start, start + options.batchSize).map(cutText);
        vectors.push(...(await embedBatch(input, embedOptions)));
      }
      if (vectors.some((vector) => vector.length !== vectors[0]!.length)) {
        throw new EmbeddingsError("embeddings service sent vectors of different sizes");
      }
      return vectors;
    },
  };
}

/** Cuts at MAX_INPUT_CHARS without splitting a character outside the Basic Multilingual Plane. */
export function cutText(text: string): string {
  if (text.length <= MAX_INPUT_CHARS) return text;
  const cut = text.slice(0, MAX_INPUT_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The vectors in input order, or null when the answer is not exactly one vector per input. */
function readVectors(text: string, count: number): number[][] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ZEmbeddingsAnswer.safeParse(json);
  if (!parsed.success || parsed.data.data.length !== count) return null;
  const vectors: number[][] = new Array(count);
  for (const item of parsed.data.data) {
    if (item.index >= count || vectors[item.index]) return null;
    vectors[item.index] = item.embedding;
  }
  const size = vectors[0]?.length;
  return vectors.every((vector) => vector.length === size) ? vectors : null;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The provider's error type or code when it is a short identifier. Its message is left out: some
 * servers quote the offending input in it.
 */
function errorCode(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; type?: unknown } }).error;
    const code = [error?.code, error?.type].find(
      (value): value is string => typeof value === "string" && /^[\w.-]{1,60}$/.test(value),
    );
    return code ? ` (${code})` : "";
  } catch {
    return "";
  }
}
