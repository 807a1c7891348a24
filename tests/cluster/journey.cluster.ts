/**
 * Issue 16: Licita past one machine. Two ROLE=web processes and two ROLE=worker processes, started at
 * the same instant on an empty PostgreSQL database, sharing files through a local S3 (s3rver), each
 * with its own DATA_DIR. A client's journey goes across them over HTTP; a worker is killed with SIGKILL
 * mid-read; the login limit, the lockout and used captchas hold across both web processes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildScannedPdf, drawTextPage, scannedPage } from "../fixtures/documents/build-scans";
import {
  ADMIN,
  call,
  captcha,
  login,
  outboxLink,
  PASSWORD,
  registerAndPay,
  uploadForm,
} from "../security/live-server";
import { type LocalS3Server, startS3Server } from "../support/s3-server";
import { makePdf } from "../support/sample-files";
import {
  buildWebOnce,
  killLeftoverServers,
  removeDataDirs,
  stopServer,
  waitUntilHealthy,
} from "../support/server-process";
import {
  type ClusterProcess,
  createClusterDatabase,
  logsOf,
  queryDatabase,
  startTogether,
  waitForStarts,
} from "./cluster-env";

/** The must-hold of issue 16: a read whose worker died is done within this long of the kill. */
const KILL_TO_READY_MS = 90_000;

let database: { url: string; drop(): Promise<void> };
let s3: LocalS3Server;
let processes: ClusterProcess[] = [];
let webA: string;
let webB: string;
let token: string;

type DocumentItem = { id: string; name: string; status: string; statusDetail: string | null; ocr: unknown };

async function documentsOf(base: string, projectId: string): Promise<DocumentItem[]> {
  const answer = await call(base, "GET", `/api/projects/${projectId}/documents`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.json().documents;
}

async function waitUntil<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${logsOf(processes)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function createProject(base: string, name: string): Promise<string> {
  const answer = await call(base, "POST", "/api/projects", {
    token,
    body: { name, description: `Proyecto de la prueba de varios procesos: ${name}` },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json().id;
}

beforeAll(async () => {
  buildWebOnce();
  database = await createClusterDatabase("licita_cluster");
  s3 = await startS3Server();
  const shared = {
    DATABASE_URL: database.url,
    LOG_LEVEL: "info",
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: "Administración",
  };
  // Links in mail name one address, as behind a load balancer; the web processes read the client's
  // address from X-Forwarded-For, as they would behind it.
  processes = await startTogether(["web", "worker", "web", "worker"], shared, { TRUST_PROXY: "true" });
  const webs = processes.filter((process) => process.role === "web");
  webA = webs[0]!.base;
  webB = webs[1]!.base;
  await Promise.all(webs.map(({ server }) => waitUntilHealthy(server, 120_000)));
  expect(await waitForStarts(database.url, processes.length)).toBe(processes.length);
}, 300_000);

afterAll(async () => {
  for (const { server } of processes) {
    if (server.child.exitCode === null && server.child.signalCode === null)
      await stopServer(server).catch(() => null);
  }
  await killLeftoverServers();
  await removeDataDirs();
  await database?.drop();
  await s3?.stop();
});

describe("two web processes and two workers on PostgreSQL and S3", () => {
  it("started together on an empty database without a crash", () => {
    const logs = logsOf(processes);
    expect(logs).not.toMatch(/deadlock|40P01/);
    for (const { server } of processes) expect(server.child.exitCode).toBeNull();
  });

  it("takes a client from registration to a generated file across the processes", async () => {
    // Registration and payment on one web process; the activation mail, sent by a worker, is read
    // from the other one's outbox.
    const paid = await registerAndPay(webA, "Cliente Varios Procesos");
    const link = new URL(await outboxLink(webB, paid.email, /activ/i));
    const activated = await call(webB, "POST", "/api/auth/activate", {
      body: { token: link.searchParams.get("token") },
    });
    expect(activated.status, activated.text).toBe(200);
    const signedIn = await login(webA, paid.email, PASSWORD);
    expect(signedIn.status, signedIn.text).toBe(200);
    token = signedIn.json().token;

    // The session works on both; the upload on one is read by a worker and listed by the other.
    const projectId = await createProject(webB, "Licitación de limpieza");
    const pdf = makePdf([
      [
        "Bases de la licitación pública nacional LA-006000999-E1-2026",
        "Servicio de limpieza integral de oficinas centrales.",
        "El licitante deberá presentar su propuesta técnica a más tardar el 15 de diciembre de 2026.",
      ],
      [
        "Criterios de evaluación: puntos y porcentajes.",
        "Experiencia mínima de tres años en servicios similares.",
      ],
    ]);
    const uploaded = await call(webA, "POST", `/api/projects/${projectId}/documents`, {
      token,
      raw: uploadForm("bases", "bases.pdf", pdf, "application/pdf"),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    await waitUntil(
      async () => ((await documentsOf(webB, projectId))[0]?.status === "listo" ? true : undefined),
      60_000,
      "the uploaded document read",
    );
    const original = await fetch(`${webB}/api/documents/${uploaded.json().documents[0].id}/download`, {
      headers: { cookie: `licita_session=${token}` },
    });
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(pdf)).toBe(true);

    // Generation asked on one web process, done by a worker, downloaded from the other web process.
    const started = await call(webA, "POST", `/api/projects/${projectId}/rag/start`, { token });
    expect(started.status, started.text).toBe(200);
    const generate = await call(webA, "POST", `/api/projects/${projectId}/phases/0/generate`, {
      token,
      body: {},
    });
    expect(generate.status, generate.text).toBe(202);
    const phase = await waitUntil(
      async () => {
        const phases = (await call(webB, "GET", `/api/projects/${projectId}/phases`, { token })).json()
          .phases;
        const first = phases[0];
        if (first.job?.status === "error") throw new Error(`generation failed: ${first.job.error}`);
        return !first.job && first.files.length > 0 ? first : undefined;
      },
      120_000,
      "phase 0 generated",
    );
    const file = await fetch(`${webB}${phase.files[0].url}`, {
      headers: { cookie: `licita_session=${token}` },
    });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(bytes.length).toBeGreaterThan(2_000);
  }, 300_000);

  it("reads again, within 90 s of the kill, a document whose worker was killed mid-read", async () => {
    const projectId = await createProject(webA, "Licitación escaneada");
    // A scan: every page is read by OCR, so the reading lasts long enough to be cut in the middle.
    const pages = [];
    for (let page = 1; page <= 6; page++) {
      const lines = Array.from(
        { length: 14 },
        (_, line) => `Página ${page}, renglón ${line + 1}: requisitos técnicos del servicio de limpieza.`,
      );
      pages.push(await scannedPage(drawTextPage(lines), 200));
    }
    const scan = buildScannedPdf(pages);
    const uploaded = await call(webB, "POST", `/api/projects/${projectId}/documents`, {
      token,
      raw: uploadForm("bases", "bases-escaneadas.pdf", scan, "application/pdf"),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const documentId: string = uploaded.json().documents[0].id;

    // Wait until a worker has read part of it, then kill that worker, found by its heartbeat.
    const reader = await waitUntil(
      async () => {
        const [document] = await documentsOf(webA, projectId);
        const progress = (document?.ocr as { progress?: { done: number } } | null)?.progress;
        if (document?.status !== "procesando" || !progress || progress.done < 1) return undefined;
        const beats = await queryDatabase<{ worker: string }>(
          database.url,
          `select h.worker from job_heartbeats h join pgboss.job j on j.id = h.job_id
            where j.state = 'active' and j.data->>'documentId' = $1`,
          [documentId],
        );
        const pid = Number(beats[0]?.worker.split(":").at(-1));
        return processes.find(({ role, server }) => role === "worker" && server.child.pid === pid);
      },
      120_000,
      "the scan being read by a worker",
    );
    reader.server.child.kill("SIGKILL");
    await reader.server.exited;
    const killedAt = Date.now();

    // The view says it is read again, then it is ready.
    let sawRestarted = false;
    const document = await waitUntil(
      async () => {
        const [current] = await documentsOf(webB, projectId);
        if (current?.statusDetail?.startsWith("Se está leyendo de nuevo")) sawRestarted = true;
        return current?.status === "listo" || current?.status === "error" ? current : undefined;
      },
      KILL_TO_READY_MS + 30_000,
      "the killed reading done again",
    );
    const seconds = (Date.now() - killedAt) / 1000;
    console.log(`cluster: document 'listo' ${seconds.toFixed(1)} s after the kill of its worker`);
    expect(document.status).toBe("listo");
    expect(seconds * 1000).toBeLessThan(KILL_TO_READY_MS);
    expect(sawRestarted).toBe(true);
    expect(document.statusDetail).toBeNull();
  }, 300_000);

  it("locks an e-mail and refuses a used captcha across both web processes", async () => {
    // Each request from its own address, so the per-address limit plays no part.
    const from = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });
    const email = "bloqueo.varios.procesos@empresa.mx";
    const attempt = (base: string, n: number, recaptchaToken?: string) =>
      captcha(webA).then((solved) =>
        call(base, "POST", "/api/auth/login", {
          body: { email, password: `Mala#Clave000${n}`, recaptcha_token: recaptchaToken ?? solved },
          headers: from(n),
        }),
      );
    const first = await attempt(webA, 1);
    const second = await attempt(webB, 2);
    const third = await attempt(webA, 3);
    expect(first.json().detail).toEqual({ failures: 1, remaining_attempts: 2 });
    expect(second.json().detail).toEqual({ failures: 2, remaining_attempts: 1 });
    expect(third.status).toBe(429);
    expect(third.json()).toMatchObject({ code: "SECURE_AUTH_ERROR_LOCKED", message: "Acceso bloqueado" });
    expect((await attempt(webB, 4)).json().code).toBe("SECURE_AUTH_ERROR_LOCKED");

    // A captcha solution accepted by one web process is refused by the other.
    const solution = await captcha(webB);
    const used = await call(webB, "POST", "/api/auth/login", {
      body: { email: "otra.persona@empresa.mx", password: "Mala#Clave0005", recaptcha_token: solution },
      headers: from(5),
    });
    expect(used.json().code).not.toBe("CAPTCHA_INVALID");
    const replayed = await call(webA, "POST", "/api/auth/login", {
      body: { email: "otra.persona@empresa.mx", password: "Mala#Clave0006", recaptcha_token: solution },
      headers: from(6),
    });
    expect(replayed.status).toBe(400);
    expect(replayed.json().code).toBe("CAPTCHA_INVALID");
  }, 120_000);

  it("counts the login limit across both web processes as one process does", async () => {
    // A fixed one-minute window: 21 attempts must not straddle its end.
    while (Date.now() % 60_000 > 45_000) await new Promise((resolve) => setTimeout(resolve, 500));
    const address = "203.0.113.77";
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 21; attempt++) {
      last = await call(attempt % 2 === 0 ? webA : webB, "POST", "/api/auth/login", {
        body: {
          email: `nadie${attempt}@empresa.mx`,
          password: "Incorrecta#2026",
          recaptcha_token: await captcha(webA),
        },
        headers: { "x-forwarded-for": address },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([]);
    expect(statuses[20]).toBe(429);
    expect(last!.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Demasiadas solicitudes. Espere un momento e intente nuevamente.",
    });
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not limited by it, on either process.
    const other = await call(webB, "POST", "/api/auth/login", {
      body: { email: "otra@empresa.mx", password: "Incorrecta#2026", recaptcha_token: await captcha(webB) },
      headers: { "x-forwarded-for": "203.0.113.78" },
    });
    expect(other.status).not.toBe(429);
  }, 120_000);
});
