import { ConfigError, loadConfig } from "./config/config";
import { createLogger } from "./http/logger";
import { startRuntime } from "./runtime";

/** Composition root: validate configuration, start by ROLE, stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  let runtime: Awaited<ReturnType<typeof startRuntime>>;
  try {
    runtime = await startRuntime(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, "could not start");
    console.error(`No se pudo iniciar Licita: ${(error as Error).message}`);
    process.exit(1);
  }
  logger.info({ role: config.ROLE, url: config.PUBLIC_URL }, "Licita listo");

  let isStopping = false;
  const handleSignal = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    const forceExit = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5_000);
    forceExit.unref();
    runtime.stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "error while stopping");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", handleSignal);
  process.on("SIGINT", handleSignal);
}

void main();
