/** Per-call limits; a search asks for a shorter wait than an indexing job. */
export interface EmbedOptions {
  /** Longest wait for one HTTP answer. */
  timeoutMs?: number;
  /** Further tries after a 429, a 5xx or a dropped connection. */
  maxRetries?: number;
}

/**
 * Turns texts into vectors of meaning. Vectors are only comparable within one `model`: stored vectors
 * carry it and searches filter by it.
 */
export interface EmbeddingsClient {
  readonly model: string;
  /** How many texts the indexing job sends per request (and stores per write). */
  readonly batchSize: number;
  /** One vector per text, in the texts' order. Throws EmbeddingsError when the service fails. */
  embed(texts: string[], options?: EmbedOptions): Promise<number[][]>;
}

/**
 * The embeddings service failed. The message names the status or the cause, never the texts or the key.
 * `isTimeout` tells a hang from a refusal.
 */
export class EmbeddingsError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; isTimeout?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = "EmbeddingsError";
  }
}
