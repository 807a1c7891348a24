import type { Logger } from "pino";
import type { Config } from "../../config/config";
import type { EmbeddingsClient } from "./embeddings-client";
import { createOpenAiEmbeddings } from "./openai-embeddings";

type EmbeddingsConfig = Pick<
  Config,
  | "EMBEDDINGS_BASE_URL"
  | "EMBEDDINGS_API_KEY"
  | "EMBEDDINGS_MODEL"
  | "EMBEDDINGS_DIMENSIONS"
  | "EMBEDDINGS_BATCH_SIZE"
>;

/**
 * The one place that decides whether search uses meaning as well as words: an OpenAI-compatible
 * client when EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL are set, otherwise null (full-text search only,
 * and nothing about pgvector is needed).
 */
export function createEmbeddings(options: {
  config: EmbeddingsConfig;
  logger: Logger;
}): EmbeddingsClient | null {
  const { config } = options;
  if (!config.EMBEDDINGS_BASE_URL) return null;
  // loadConfig guarantees the model comes with the address; checked again so a hand-made config fails clearly.
  if (!config.EMBEDDINGS_MODEL) throw new Error("EMBEDDINGS_BASE_URL needs EMBEDDINGS_MODEL");
  return createOpenAiEmbeddings({
    baseUrl: config.EMBEDDINGS_BASE_URL,
    apiKey: config.EMBEDDINGS_API_KEY,
    model: config.EMBEDDINGS_MODEL,
    dimensions: config.EMBEDDINGS_DIMENSIONS,
    batchSize: config.EMBEDDINGS_BATCH_SIZE,
    logger: options.logger.child({ adapter: "embeddings" }),
  });
}
