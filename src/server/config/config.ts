import path from "node:path";
import { z } from "zod";
import { isResetPasswordValid } from "../../shared/rules/password";

const ZBoolean = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "debe ser true o false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const ZPort = z.coerce
  .number({ error: "debe ser un número entero entre 1 y 65535" })
  .int({ error: "debe ser un número entero entre 1 y 65535" })
  .min(1, { error: "debe ser un número entero entre 1 y 65535" })
  .max(65535, { error: "debe ser un número entero entre 1 y 65535" });

const ZPositiveInt = z.coerce
  .number({ error: "debe ser un número entero positivo" })
  .int({ error: "debe ser un número entero positivo" })
  .positive({ error: "debe ser un número entero positivo" });

const ZPostgresUrl = z.string().regex(/^postgres(ql)?:\/\/.+/, {
  error: "debe ser una URL postgres://usuario:clave@servidor:puerto/base",
});

/**
 * The environment schema: the only reader of process.env. Every default makes a fresh clone work with
 * no outside service; each variable switches one default to the real thing.
 */
export const ZConfigEnv = z.object({
  NODE_ENV: z
    .enum(["development", "test", "production"], { error: "debe ser development, test o production" })
    .default("development"),
  PORT: ZPort.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  ROLE: z.enum(["web", "worker", "all"], { error: "debe ser web, worker o all" }).default("all"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: ZPostgresUrl.optional(),
  PUBLIC_URL: z.url({ error: "debe ser una URL completa, p. ej. https://licita.example.mx" }).optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "debe ser fatal, error, warn, info, debug, trace o silent",
    })
    .default("info"),
  TRUST_PROXY: ZBoolean.default(false),
  RATE_LIMIT_MAX: ZPositiveInt.default(300),
  RATE_LIMIT_WINDOW_MS: ZPositiveInt.default(60_000),
  /** Per-address requests per minute to each account endpoint (login, register, reset...). */
  AUTH_RATE_LIMIT_MAX: ZPositiveInt.default(20),
  /** Password checks/hashes (Argon2) in flight per address in one process; the next is refused (429). */
  AUTH_CONCURRENT_PER_ADDRESS: ZPositiveInt.default(4),
  BODY_LIMIT_BYTES: ZPositiveInt.default(1_048_576),
  /** A connection that sends and receives nothing this long is closed (a request that never sends its body). */
  HTTP_IDLE_TIMEOUT_MS: ZPositiveInt.default(60_000),
  /** Longest time to receive one whole request, headers and body (an upload of 20 files on a slow line). */
  HTTP_REQUEST_TIMEOUT_MS: ZPositiveInt.default(1_800_000),
  SHUTDOWN_TIMEOUT_MS: ZPositiveInt.default(25_000),
  /** How long a stopping server keeps answering (with `Connection: close`) before it stops listening. */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: "debe ser un número entero de 0 o más" })
    .int({ error: "debe ser un número entero de 0 o más" })
    .min(0, { error: "debe ser un número entero de 0 o más" })
    .default(1_000),
  SESSION_TTL_HOURS: ZPositiveInt.default(168),
  /** A session unused this long ends (besides SESSION_TTL_HOURS, its absolute life). */
  SESSION_IDLE_MINUTES: ZPositiveInt.default(120),
  /**
   * Development-only surfaces (the outbox with its links, the built-in PayPal sandbox's pages) answer
   * only requests from this machine; true opens them to other machines on purpose (never in production).
   */
  DEV_TOOLS_REMOTE: ZBoolean.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: "debe ser una URL smtp://usuario:clave@servidor:puerto" })
    .optional(),
  MAIL_FROM: z.string().min(3).default('"Licita" <no-responder@licita.mx>'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.url({ error: "debe ser una URL, p. ej. https://api-m.sandbox.paypal.com" }).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  /** Bearer token that opens GET /metrics (Prometheus format); without it /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, { error: "debe tener al menos 16 caracteres" }).optional(),
  ALTCHA_HMAC_KEY: z.string().min(16, { error: "debe tener al menos 16 caracteres" }).optional(),
  ADMIN_EMAIL: z.email({ error: "debe ser una dirección de correo válida" }).optional(),
  /** The first administrator's password follows the reset rule (spec 01 §5): checked here, not at start. */
  ADMIN_PASSWORD: z
    .string()
    .refine(isResetPasswordValid, {
      error:
        "debe tener al menos 12 caracteres, una mayúscula, una minúscula, un número y un carácter especial (# $ % & _ -)",
    })
    .optional(),
  ADMIN_NAME: z.string().min(2).default("Administrador"),
  S3_ENDPOINT: z.url({ error: "debe ser una URL, p. ej. https://s3.us-east-1.amazonaws.com" }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: ZBoolean.default(true),
  /** LibreOffice's `soffice`, for legacy formats (xls, ppt); found on PATH when unset. */
  LIBREOFFICE_PATH: z.string().min(1).optional(),
  /** Largest time one document's text extraction may take. */
  EXTRACTION_TIMEOUT_MS: ZPositiveInt.default(120_000),
  /** Pages of a scan read by OCR at once, one Tesseract worker each (0: no OCR). */
  OCR_PARALLEL: z.coerce
    .number({ error: "debe ser un número entero entre 0 y 8" })
    .int({ error: "debe ser un número entero entre 0 y 8" })
    .min(0, { error: "debe ser un número entero entre 0 y 8" })
    .max(8, { error: "debe ser un número entero entre 0 y 8" })
    .default(2),
  /**
   * What one client may keep, so that no client fills the disk or the database for the others: bytes of
   * its uploaded documents (each distinct file once, MB), input documents and projects (open or closed).
   */
  CLIENT_STORAGE_LIMIT_MB: ZPositiveInt.default(5_120),
  CLIENT_DOCUMENT_LIMIT: ZPositiveInt.default(10_000),
  CLIENT_PROJECT_LIMIT: ZPositiveInt.default(1_000),
  /** Most pages of one document read by OCR. */
  OCR_MAX_PAGES: ZPositiveInt.default(200),
  /** Time added to EXTRACTION_TIMEOUT_MS for each page to read by OCR. */
  OCR_PAGE_TIMEOUT_MS: ZPositiveInt.default(60_000),
  /** An OpenAI-compatible embeddings API: with the model, search also ranks passages by meaning (pgvector). */
  EMBEDDINGS_BASE_URL: z.url({ error: "debe ser una URL, p. ej. https://api.openai.com/v1" }).optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  /** Asked of models that can shorten their vectors; the model's own size when unset. */
  EMBEDDINGS_DIMENSIONS: ZPositiveInt.optional(),
  /** Passages sent in one request to the embeddings API. */
  EMBEDDINGS_BATCH_SIZE: ZPositiveInt.default(64),
  /** Any OpenAI-compatible chat endpoint for the phases; without it the built-in extractive generator. */
  LLM_BASE_URL: z.url({ error: "debe ser una URL, p. ej. https://api.openai.com/v1" }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: ZPositiveInt.default(120_000),
  /** Most tokens one phase's generation may spend (prompt and answer, all attempts). */
  LLM_PHASE_TOKEN_BUDGET: ZPositiveInt.default(60_000),
  APP_NAME: z.string().min(1).default("Licita"),
  COMPANY_NAME: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.email({ error: "debe ser una dirección de correo válida" }).default("soporte@licita.mx"),
  DEVELOPER_CREDIT: z.string().min(1).default("Desarrollado por el equipo de Licita"),
  STORAGE_REGION: z.string().min(1).default("México"),
  MINIMUM_AGE: ZPositiveInt.default(18),
});

export type ConfigEnv = z.infer<typeof ZConfigEnv>;

export interface Config extends Omit<ConfigEnv, "DATA_DIR" | "PUBLIC_URL" | "COMPANY_NAME"> {
  DATA_DIR: string;
  PUBLIC_URL: string;
  COMPANY_NAME: string;
  isProduction: boolean;
}

/** A configuration that cannot run: the message lists every bad variable on one line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment once; a bad value throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = ZConfigEnv.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.ROLE !== "all" && !values.DATABASE_URL) {
    problems.push(
      `ROLE: '${values.ROLE}' necesita DATABASE_URL (la base embebida PGlite solo admite un proceso; use ROLE=all)`,
    );
  }
  const paypal = [values.PAYPAL_CLIENT_ID, values.PAYPAL_CLIENT_SECRET, values.PAYPAL_API_BASE];
  if (paypal.some(Boolean) && !paypal.every(Boolean)) {
    problems.push(
      "PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET y PAYPAL_API_BASE van juntos: defina los tres o ninguno",
    );
  }
  if (Boolean(values.RECAPTCHA_SITE_KEY) !== Boolean(values.RECAPTCHA_SECRET_KEY)) {
    problems.push("RECAPTCHA_SITE_KEY y RECAPTCHA_SECRET_KEY van juntos: defina ambos o ninguno");
  }
  if (Boolean(values.LLM_BASE_URL) !== Boolean(values.LLM_MODEL)) {
    problems.push("LLM_BASE_URL y LLM_MODEL van juntos: defina ambos o ninguno");
  }
  const s3 = [values.S3_BUCKET, values.S3_ACCESS_KEY_ID, values.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    problems.push("S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos: defina los tres o ninguno");
  }
  if (Boolean(values.EMBEDDINGS_BASE_URL) !== Boolean(values.EMBEDDINGS_MODEL)) {
    problems.push("EMBEDDINGS_BASE_URL y EMBEDDINGS_MODEL van juntos: defina ambos o ninguno");
  }
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    problems.push("ADMIN_EMAIL y ADMIN_PASSWORD van juntos: defina ambos o ninguno");
  }
  if (values.DEV_TOOLS_REMOTE && values.NODE_ENV === "production") {
    problems.push(
      "DEV_TOOLS_REMOTE: no se permite en producción (abriría la bandeja de salida y el sandbox de pagos a otros equipos)",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...values,
    DATA_DIR: path.resolve(values.DATA_DIR),
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    COMPANY_NAME: values.COMPANY_NAME ?? values.APP_NAME,
    isProduction: values.NODE_ENV === "production",
  };
}
