import { ConfigError, loadConfig } from "./config/config";
import { createLogger } from "./http/logger";
import { type Runtime, startRuntime } from "./runtime";

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
  let runtime: Runtime | undefined;
  let stopSignal: NodeJS.Signals | undefined;

  const stop = (signal: NodeJS.Signals, started: Runtime) => {
    const forceExit = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5_000);
    forceExit.unref();
    started.stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "error while stopping");
        process.exit(1);
      },
    );
  };
  // Installed before starting: a signal during migrations waits for them, then stops cleanly.
  const handleSignal = (signal: NodeJS.Signals) => {
    if (stopSignal) return;
    stopSignal = signal;
    if (runtime) stop(signal, runtime);
    else logger.info({ signal }, "stop requested while starting; stopping once started");
  };
  process.on("SIGTERM", handleSignal);
  process.on("SIGINT", handleSignal);

  try {
    runtime = await startRuntime(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, "could not start");
    console.error(`No se pudo iniciar Licita: ${(error as Error).message}`);
    process.exit(1);
  }
  if (stopSignal) {
    stop(stopSignal, runtime);
    return;
  }
  logger.info({ role: config.ROLE, url: config.PUBLIC_URL }, "Licita listo");
}

void main();
