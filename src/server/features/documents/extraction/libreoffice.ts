import { execFile, spawn } from "node:child_process";
import { copyFile, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The LibreOffice command to use: the configured one if it answers `--version`, otherwise `soffice` or
 * `libreoffice` found on the PATH, otherwise null (then .xls and .ppt files are not supported).
 */
export async function findLibreOffice(configured?: string | null): Promise<string | null> {
  const candidates = configured ? [configured] : ["soffice", "libreoffice"];
  for (const command of candidates) {
    if (await answersVersion(command)) return command;
  }
  return null;
}

function answersVersion(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, ["--version"], { timeout: 15_000 }, (error, stdout) => {
      resolve(!error && /LibreOffice/i.test(String(stdout)));
    });
  });
}

export type ConversionResult = { ok: true; outputPath: string } | { ok: false; isTimeout: boolean };

/**
 * Converts `inputPath` to `targetFormat` (xlsx, pptx, pdf...) with a headless LibreOffice that has its
 * own profile under `workDir`, so that conversions running at once do not fight over one profile. The
 * whole process group is killed at `timeoutMs`. LibreOffice exits 0 even when it cannot load a file,
 * so success is the output file being there.
 */
export async function convertWithLibreOffice(options: {
  libreOfficePath: string;
  inputPath: string;
  sourceExtension: string;
  targetFormat: string;
  workDir: string;
  timeoutMs: number;
}): Promise<ConversionResult> {
  const outDir = path.join(options.workDir, "out");
  await mkdir(outDir, { recursive: true });
  // The stored file may have any name; LibreOffice names its output after the input.
  const source = path.join(options.workDir, `source.${options.sourceExtension}`);
  await copyFile(options.inputPath, source);
  const targetExtension = options.targetFormat.split(":")[0] ?? options.targetFormat;
  const outputPath = path.join(outDir, `source.${targetExtension}`);
  const args = [
    "--headless",
    "--norestore",
    "--nolockcheck",
    "--nologo",
    "--nodefault",
    `-env:UserInstallation=${pathToFileURL(path.join(options.workDir, "profile")).href}`,
    "--convert-to",
    options.targetFormat,
    "--outdir",
    outDir,
    source,
  ];
  const isTimeout = await runWithTimeout(options.libreOfficePath, args, options.timeoutMs);
  if (isTimeout) return { ok: false, isTimeout: true };
  const isWritten = await stat(outputPath).then(
    (info) => info.size > 0,
    () => false,
  );
  return isWritten ? { ok: true, outputPath } : { ok: false, isTimeout: false };
}

/** Resolves true when the command had to be killed at the time limit. */
function runWithTimeout(command: string, args: string[], timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    // Its own process group: soffice starts soffice.bin, and both must go on a time-out.
    const child = spawn(command, args, { detached: true, stdio: "ignore" });
    let isTimeout = false;
    const timer = setTimeout(() => {
      isTimeout = true;
      killGroup(child.pid);
    }, timeoutMs);
    child.once("error", () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.once("close", () => {
      clearTimeout(timer);
      resolve(isTimeout);
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
