/**
 * Issue 15 §3: the attacks an outsider ran from 127.0.0.1, kept as tests against the real server. Each
 * probe names the rule it guards; removing the rule makes it fail.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  call,
  captcha,
  type LiveServer,
  login,
  PASSWORD,
  registerAndPay,
  signedInClient,
  startLiveServer,
  uniqueEmail,
  uploadForm,
} from "./live-server";

let live: LiveServer;
let base: string;
let alice: Awaited<ReturnType<typeof signedInClient>>;
let mallory: Awaited<ReturnType<typeof signedInClient>>;
let aliceProject: string;
let aliceDocument: string;
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|no|su)\b/i;

beforeAll(async () => {
  live = await startLiveServer({ AUTH_RATE_LIMIT_MAX: "60" });
  base = live.base;
  alice = await signedInClient(base, "Alicia Propietaria");
  mallory = await signedInClient(base, "Mallory Intrusa");
  const created = await call(base, "POST", "/api/projects", {
    token: alice.token,
    body: { name: "Licitación de Alicia", description: "Proyecto privado de Alicia" },
  });
  expect(created.status).toBe(201);
  aliceProject = created.json().id;
  const uploaded = await call(base, "POST", `/api/projects/${aliceProject}/documents`, {
    token: alice.token,
    raw: uploadForm("otros", "nota-privada.txt", "Contenido confidencial de Alicia"),
  });
  expect(uploaded.status).toBe(201);
  aliceDocument = uploaded.json().documents[0].id;
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

// The server's default RATE_LIMIT_WINDOW_MS.
const WINDOW_MS = 60_000;

describe("authentication, lockout and enumeration", () => {
  it("answers a wrong password and an unknown e-mail the same, in content", async () => {
    const known = await login(base, alice.email, "Equivocada#2026x");
    const unknown = await login(base, uniqueEmail("nadie"), "Equivocada#2026x");
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(known.json()).toEqual(unknown.json());
  });

  it("answers recovery for known and unknown e-mails the same, in content and time", async () => {
    const timed = async (email: string) => {
      const token = await captcha(base);
      const started = performance.now();
      const answer = await call(base, "POST", "/api/auth/forgot-password", {
        body: { email, recaptcha_token: token },
      });
      return { answer, ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round++) {
      const a = await timed(alice.email);
      const b = await timed(uniqueEmail("nadie"));
      expect(a.answer.text).toBe(b.answer.text);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(150);
  });

  it("locks an e-mail after three failures: even the right password is refused", async () => {
    const victim = await signedInClient(base, "Cuenta Bloqueable");
    for (let attempt = 0; attempt < 3; attempt++)
      await login(base, victim.email, `Mala#${attempt}contraseña`);
    const locked = await login(base, victim.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json().code).toBe("SECURE_AUTH_ERROR_LOCKED");
  });

  it("refuses a login without captcha, with a reused captcha and with a forged one", async () => {
    const missing = await call(base, "POST", "/api/auth/login", {
      body: { email: alice.email, password: PASSWORD },
    });
    expect(missing.status).toBe(400);
    const token = await captcha(base);
    const first = await call(base, "POST", "/api/auth/login", {
      body: { email: alice.email, password: "Equivocada#2026x", recaptcha_token: token },
    });
    expect(first.status).toBe(401);
    const replay = await call(base, "POST", "/api/auth/login", {
      body: { email: alice.email, password: PASSWORD, recaptcha_token: token },
    });
    expect(replay.json().code).toBe("CAPTCHA_INVALID");
    const forged = await call(base, "POST", "/api/auth/login", {
      body: {
        email: alice.email,
        password: PASSWORD,
        recaptcha_token: Buffer.from('{"number":1}').toString("base64"),
      },
    });
    expect(forged.json().code).toBe("CAPTCHA_INVALID");
  });
});

describe("sessions and tokens", () => {
  it("sends the session as an httpOnly, SameSite cookie and marks personal answers no-store", async () => {
    const signedIn = await login(base, alice.email, PASSWORD);
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/licita_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    for (const path of ["/api/projects", "/api/auth/profile", `/api/projects/${aliceProject}/documents`]) {
      const answer = await call(base, "GET", path, { token: alice.token });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toContain("no-store");
    }
  });

  it("refuses forged, overlong and logged-out session tokens", async () => {
    for (const token of ["x", "A".repeat(43), "A".repeat(5000)]) {
      expect((await call(base, "GET", "/api/projects", { token })).status).toBe(401);
    }
    const session = (await login(base, alice.email, PASSWORD)).json().token as string;
    expect((await call(base, "GET", "/api/projects", { token: session })).status).toBe(200);
    expect((await call(base, "POST", "/api/auth/logout", { token: session })).status).toBeLessThan(300);
    expect((await call(base, "GET", "/api/projects", { token: session })).status).toBe(401);
  });

  it("refuses guessed activation, reset and download tokens", async () => {
    const activation = await call(base, "POST", "/api/auth/activate", { body: { token: "A".repeat(43) } });
    expect(activation.status).toBe(400);
    const reset = await call(base, "GET", `/api/auth/verify-reset-token?token=${"B".repeat(43)}`);
    expect(reset.json()).toEqual({ valid: false });
    const download = await call(base, "GET", `/api/downloads/${"C".repeat(43)}`, { token: alice.token });
    expect(download.status).toBe(404);
  });
});

describe("ownership of every project, document, version and download link", () => {
  it("answers another client's project as if it did not exist, for every route", async () => {
    const p = aliceProject;
    const probes: [string, string, unknown?][] = [
      ["GET", `/api/projects/${p}`],
      ["PUT", `/api/projects/${p}`, { name: "Robado", description: "Robado" }],
      ["PUT", `/api/projects/${p}/close`],
      ["GET", `/api/projects/${p}/documents`],
      ["POST", `/api/projects/${p}/documents/delete`, { documentIds: [aliceDocument] }],
      ["GET", `/api/projects/${p}/search?q=confidencial`],
      ["GET", `/api/projects/${p}/documents/download-all`],
      ["POST", `/api/projects/${p}/rag/start`],
      ["GET", `/api/projects/${p}/phases`],
      ["POST", `/api/projects/${p}/phases/1/generate`, {}],
      ["POST", `/api/projects/${p}/advance`],
      ["POST", `/api/projects/${p}/phases/1/open`],
      ["GET", `/api/documents/${aliceDocument}/download`],
      ["POST", "/api/documents/download", { documentIds: [aliceDocument] }],
    ];
    for (const [method, path, body] of probes) {
      const answer = await call(base, method, path, { token: mallory.token, body });
      expect([403, 404], `${method} ${path}: ${answer.status}`).toContain(answer.status);
      expect(answer.text).not.toContain("confidencial");
      expect(answer.text).not.toContain("Licitación de Alicia");
    }
    const upload = await call(base, "POST", `/api/projects/${p}/documents`, {
      token: mallory.token,
      raw: uploadForm("otros", "intrusa.txt", "Intrusa"),
    });
    expect([403, 404]).toContain(upload.status);
    const documents = (
      await call(base, "GET", `/api/projects/${p}/documents`, { token: alice.token })
    ).json();
    expect(documents.documents.map((doc: { name: string }) => doc.name)).toEqual(["nota-privada.txt"]);
  });

  it("never shows or lends one client's library to another", async () => {
    const library = (await call(base, "GET", "/api/library-documents", { token: alice.token })).json();
    const entry = library.documents.find((doc: { name: string }) => doc.name === "nota-privada.txt").id;
    const theirs = await call(base, "GET", "/api/library-documents", { token: mallory.token });
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain("nota-privada");
    const malloryProject = (
      await call(base, "POST", "/api/projects", {
        token: mallory.token,
        body: { name: "Proyecto de Mallory", description: "Intento" },
      })
    ).json().id;
    const probes: [string, string, unknown?][] = [
      ["POST", "/api/projects", { name: "Robo", description: "Robo", libraryDocumentIds: [entry] }],
      ["POST", `/api/projects/${malloryProject}/library-documents`, { libraryDocumentIds: [entry] }],
      ["POST", `/api/projects/${aliceProject}/library-documents`, { libraryDocumentIds: [entry] }],
      ["DELETE", `/api/library-documents/${entry}`],
    ];
    for (const [method, path, body] of probes) {
      const answer = await call(base, method, path, { token: mallory.token, body });
      expect([403, 404], `${method} ${path}: ${answer.status}`).toContain(answer.status);
      expect(answer.text).not.toContain("confidencial");
    }
    const after = (await call(base, "GET", "/api/library-documents", { token: alice.token })).json();
    expect(after.documents.map((doc: { id: string }) => doc.id)).toContain(entry);
    const own = (
      await call(base, "GET", `/api/projects/${malloryProject}/documents`, { token: mallory.token })
    ).json();
    expect(own.documents).toEqual([]);
  });

  it("binds a download link to the client it was made for", async () => {
    const link = (
      await call(base, "POST", "/api/documents/download", {
        token: alice.token,
        body: { documentIds: [aliceDocument] },
      })
    ).json().downloadUrl as string;
    expect((await call(base, "GET", link, { token: mallory.token })).status).toBe(404);
    expect((await call(base, "GET", link)).status).toBe(401);
    const own = await call(base, "GET", link, { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.text).toContain("Contenido confidencial de Alicia");
  });
});

describe("roles and account states", () => {
  it("keeps clients and visitors out of the admin API, and admins out of client data", async () => {
    expect((await call(base, "GET", "/api/admin/stats")).status).toBe(401);
    expect((await call(base, "GET", "/api/admin/stats", { token: alice.token })).status).toBe(403);
    const admin = (await login(base, ADMIN.email, ADMIN.password)).json().token as string;
    expect((await call(base, "GET", "/api/admin/stats", { token: admin })).status).toBe(200);
    expect((await call(base, "GET", `/api/projects/${aliceProject}`, { token: admin })).status).toBe(403);
  });

  it("refuses sign-in to a paid account not yet activated and to a never-paid one", async () => {
    const paid = await registerAndPay(base);
    expect((await login(base, paid.email, PASSWORD)).json().code).toBe("SECURE_AUTH_ERROR_INACTIVE");
    const email = uniqueEmail("sinpago");
    await call(base, "POST", "/api/auth/register", {
      body: {
        full_name: "Sin Pago",
        email,
        password: PASSWORD,
        phone: "5512345678",
        recaptcha_token: await captcha(base),
      },
    });
    expect((await login(base, email, PASSWORD)).status).toBe(403);
  });
});

describe("injection, traversal and content-type confusion", () => {
  it("stores SQL and markup in names as text and never answers 5xx to injected ids", async () => {
    const name = `'); DROP TABLE users;-- <script>alert(1)</script>`;
    const created = await call(base, "POST", "/api/projects", {
      token: alice.token,
      body: { name, description: name },
    });
    expect(created.status).toBe(201);
    const read = await call(base, "GET", `/api/projects/${created.json().id}`, { token: alice.token });
    expect(read.json().project.name).toBe(name);
    expect(read.headers.get("content-type")).toContain("application/json");
    for (const id of [
      "' OR '1'='1",
      "1;select pg_sleep(5)",
      "../../etc/passwd",
      "%00",
      "00000000-0000-0000-0000-000000000000",
    ]) {
      const answer = await call(base, "GET", `/api/projects/${encodeURIComponent(id)}/documents`, {
        token: alice.token,
      });
      expect([400, 404], id).toContain(answer.status);
      expect(answer.json().message).toMatch(SPANISH);
    }
    const search = await call(
      base,
      "GET",
      `/api/projects/${aliceProject}/search?q=${encodeURIComponent("') OR 1=1 --")}`,
      {
        token: alice.token,
      },
    );
    expect(search.status).toBe(200);
  });

  it("serves no file outside the web app, whatever the path", async () => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2f.env",
      "/..%5c..%5cpackage.json",
      "/data/db/PG_VERSION",
    ]) {
      const answer = await call(base, "GET", path);
      expect(answer.text, path).not.toContain('"name": "licita"');
      expect(answer.text, path).not.toMatch(/^\d+\s*$/);
    }
  });

  it("keeps an uploaded file's name a name: no folders, no markup in the download header", async () => {
    const uploaded = await call(base, "POST", `/api/projects/${aliceProject}/documents`, {
      token: alice.token,
      raw: uploadForm("otros", '../../"<img src=x onerror=alert(1)>".txt', "Texto de prueba"),
    });
    expect(uploaded.status).toBe(201);
    const document = uploaded.json().documents[0];
    expect(document.name).not.toContain("/");
    const file = await call(base, "GET", `/api/documents/${document.id}/download`, { token: alice.token });
    // The name stays one quoted parameter: no quote, line break or folder escapes it.
    const disposition = file.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[^"\r\n/\\]*"(; filename\*=UTF-8''[^"\s]*)?$/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    await call(base, "POST", `/api/projects/${aliceProject}/documents/delete`, {
      token: alice.token,
      body: { documentIds: [document.id] },
    });
  });

  it("refuses a web page or script disguised as a document, and JSON sent as another type", async () => {
    for (const [name, content] of [
      ["propuesta.pdf", "<html><script>alert(1)</script></html>"],
      ["imagen.pdf", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ["programa.docx", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)])],
    ] as const) {
      const answer = await call(base, "POST", `/api/projects/${aliceProject}/documents`, {
        token: alice.token,
        raw: uploadForm("otros", name, content),
      });
      const results = answer.status === 201 ? answer.json().documents : [];
      expect(results, name).toEqual([]);
      expect(answer.text, name).toMatch(SPANISH);
    }
    const asText = await call(base, "POST", "/api/projects", {
      token: alice.token,
      raw: JSON.stringify({ name: "x", description: "y" }),
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(asText.status);
    expect(asText.json().message).toMatch(SPANISH);
  });
});

describe("headers and cross-site requests", () => {
  it("sends the security headers on the web app and the API", async () => {
    for (const path of ["/login", "/api/public-config"]) {
      const answer = await call(base, "GET", path);
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("strict-transport-security"), path).toContain("max-age=");
      expect(answer.headers.get("x-powered-by"), path).toBeNull();
    }
  });

  it("refuses state-changing requests from another site", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://atacante.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const answer = await call(base, "POST", "/api/projects", {
        token: alice.token,
        headers,
        body: { name: "Cruzado", description: "Desde otro sitio" },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.json().code).toBe("CROSS_ORIGIN_FORBIDDEN");
    }
  });
});

describe("payments: replay and forgery", () => {
  it("never counts a payment twice, nor for another user, nor a made-up subscription", async () => {
    const paid = await registerAndPay(base);
    const replay = await call(base, "POST", paid.confirmPath, { body: paid.confirmBody });
    expect(replay.status).toBe(200);
    expect(replay.json().status ?? replay.text).toMatch(/already_processed/);
    const otherUser = await call(base, "POST", paid.confirmPath, {
      body: { ...paid.confirmBody, user_id: alice.userId },
    });
    expect(otherUser.status).toBe(404);
    const forged = await call(base, "POST", "/api/payments/confirm/EC-FALSO123", {
      body: { user_id: paid.userId, transaction_id: "I-FALSO123456" },
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
  });
});

describe("rate limits, dev surfaces and logs", () => {
  it("limits one address's requests to an account endpoint", { timeout: 120_000 }, async () => {
    // The limiter counts in windows aligned to the clock (rate-limit-store.ts): on a slow machine 62
    // requests begun near a window's end straddle two, and the 61st is the new window's first. Start
    // them with at least 40 s of the window left.
    const left = WINDOW_MS - (Date.now() % WINDOW_MS);
    if (left < 40_000) await new Promise((resolve) => setTimeout(resolve, left + 250));
    const statuses: number[] = [];
    for (let index = 0; index < 62; index++) {
      statuses.push(
        (await call(base, "POST", "/api/auth/resend-activation", { body: { email: uniqueEmail("limite") } }))
          .status,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers the outbox and the sandbox's approval only to this machine", async () => {
    const paths = ["/api/dev/outbox", "/outbox", "/sandbox/paypal/checkoutnow?token=x"];
    for (const path of paths) {
      const forwarded = await call(base, "GET", path, { headers: { "x-forwarded-for": "203.0.113.9" } });
      expect(forwarded.status, path).toBe(403);
      expect(forwarded.text).not.toContain("token=");
    }
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
    if (outside) {
      for (const path of paths) {
        const answer = await fetch(`http://${outside}:${live.port}${path}`);
        expect(answer.status, `${outside} ${path}`).toBe(403);
      }
    }
  });

  it("never writes a password, a session token or a link's token to the log", async () => {
    const log = live.server.stdout();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, ADMIN.password, alice.token, mallory.token]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    expect(log).not.toMatch(/"recaptcha_token"/);
  });
});
