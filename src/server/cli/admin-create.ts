import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config/config";
import { openDatabase } from "../db/client";
import { acquireDataDirLock } from "../db/data-dir-lock";
import { createAdminAccount } from "../features/auth/admin-account.service";
import { AppError } from "../http/app-error";

/**
 * `npm run admin:create -- --email E --name N --password P`: creates an active administrator in the
 * configured database (DATABASE_URL, or the PGlite folder in DATA_DIR while no server holds it).
 */
async function main(): Promise<number> {
  let values: { email?: string; name?: string; password?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    console.error(`Argumentos inválidos: ${(error as Error).message}`);
    return 2;
  }
  if (!values.email || !values.name || !values.password) {
    console.error(
      "Uso: npm run admin:create -- --email correo@dominio.mx --name 'Nombre' --password 'Contraseña'",
    );
    return 2;
  }
  const config = loadConfig(process.env);
  const release = config.DATABASE_URL ? async () => undefined : await acquireDataDirLock(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const admin = await createAdminAccount(database.db, {
      email: values.email,
      fullName: values.name,
      password: values.password,
    });
    console.log(`Administrador creado: ${admin.email}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(
        error.code === "EMAIL_TAKEN" ? `Ya existe un usuario con el correo ${values.email}.` : error.message,
      );
      return 1;
    }
    throw error;
  } finally {
    await database.close();
    await release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `No se pudo crear el administrador: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
