import type { Logger } from "pino";
import type { Config } from "../../config/config";
import { createChatGenerator } from "./chat-client";
import type { PhaseGenerator } from "./phase-generator";

type LlmConfig = Pick<
  Config,
  "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_TIMEOUT_MS" | "LLM_PHASE_TOKEN_BUDGET"
>;

/**
 * The one place that decides who writes the phases: a chat model when LLM_BASE_URL and LLM_MODEL are
 * set, otherwise null (the built-in extractive generator is used and the page says so).
 */
export function createPhaseGenerator(options: { config: LlmConfig; logger: Logger }): PhaseGenerator | null {
  const { config } = options;
  if (!config.LLM_BASE_URL) return null;
  // loadConfig guarantees the model comes with the address; checked again so a hand-made config fails clearly.
  if (!config.LLM_MODEL) throw new Error("LLM_BASE_URL needs LLM_MODEL");
  return createChatGenerator({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    tokenBudget: config.LLM_PHASE_TOKEN_BUDGET,
    logger: options.logger.child({ adapter: "llm" }),
  });
}
