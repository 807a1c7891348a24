import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The embedded database may be opened by one process only: two would corrupt it. This lock file in
 * DATA_DIR holds the owner's pid and is created exclusively; a lock whose process is gone is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, "licita.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `La carpeta de datos ${dataDir} ya está en uso por el proceso ${pid}. Detenga ese proceso o use otro DATA_DIR.`,
      );
    }
    await rm(file, { force: true });
  }
  throw new Error(`No se pudo tomar la carpeta de datos ${dataDir}: otro proceso la tomó al mismo tiempo.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
