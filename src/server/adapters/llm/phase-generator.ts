import type { TPhaseContent } from "./phase-content";

export interface GenerateInput {
  systemPrompt: string;
  userPrompt: string;
  /** Told 'redactando' before the first request and 'reintentando' before each further one. */
  onProgress?: (step: string) => void;
  /** Aborting stops the current request and any wait between tries. */
  signal?: AbortSignal;
}

export interface GenerateResult {
  content: TPhaseContent;
  /** Tokens spent over every attempt (estimated at four characters a token when the server gives none). */
  usage: { promptTokens: number; completionTokens: number };
  /** Requests that reached the model and got an answer, valid or not. */
  attempts: number;
}

/** Writes one phase's content. Throws GenerationError with a message fit to show the user. */
export interface PhaseGenerator {
  readonly kind: "llm";
  /** What the page shows as the author, e.g. the model's name. */
  readonly label: string;
  generate(input: GenerateInput): Promise<GenerateResult>;
}

export type GenerationFailure =
  | "timeout"
  | "unavailable"
  | "rate-limited"
  | "unreachable"
  | "refused"
  | "invalid-output"
  | "budget"
  | "cancelled";

/**
 * Generation failed. The message is Spanish and safe to show: it never carries the key, the prompts or
 * the documents' text (a provider's own error text is left out because some quote the input).
 */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly details: { reason: GenerationFailure; status?: number; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.name = "GenerationError";
  }
}
