import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config/config";
import { createPhaseGenerator } from "./create-generator";

const logger = pino({ level: "silent" });

describe("createPhaseGenerator", () => {
  it("returns null without LLM_BASE_URL, so the extractive generator is used", () => {
    expect(createPhaseGenerator({ config: loadConfig({}), logger })).toBeNull();
  });

  it("returns a chat generator labelled with the model when the endpoint is configured", () => {
    const config = loadConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "qwen2.5:7b" });
    expect(createPhaseGenerator({ config, logger })).toMatchObject({ kind: "llm", label: "qwen2.5:7b" });
  });

  it("refuses a hand-made config with an address but no model", () => {
    const config = { ...loadConfig({}), LLM_BASE_URL: "http://127.0.0.1:11434/v1" };
    expect(() => createPhaseGenerator({ config, logger })).toThrow("LLM_BASE_URL needs LLM_MODEL");
  });
});
