/**
 * Stop 25 (w-25c), against the real server: what stop 24 left (a checkout approved after the account
 * was deactivated) and the new attacks of this stop that found something or prove a defence.
 */
import { connect } from "node:net";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  approveCheckout,
  call,
  captcha,
  type LiveServer,
  login,
  PASSWORD,
  signedInClient,
  startLiveServer,
  uniqueEmail,
  uploadForm,
} from "./live-server";

let live: LiveServer;
let base: string;
let admin: string;

beforeAll(async () => {
  live = await startLiveServer({ AUTH_RATE_LIMIT_MAX: "60" });
  base = live.base;
  admin = (await login(base, ADMIN.email, ADMIN.password)).json().token;
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

async function mailsTo(email: string, subject: RegExp): Promise<number> {
  const { messages } = (await call(base, "GET", "/api/dev/outbox")).json() as {
    messages: { to: string; subject: string }[];
  };
  return messages.filter((message) => message.to.includes(email) && subject.test(message.subject)).length;
}

describe("a checkout approved at PayPal after an administrator deactivated the account", () => {
  it("is cancelled at PayPal, its charge kept on record, the account left closed and the buyer told", async () => {
    const client = await signedInClient(base, "Cliente Que Pagó Tarde");
    const grant = async () =>
      (
        await call(base, "POST", "/api/subscriptions/identity-check", {
          body: { email: client.email, password: PASSWORD },
        })
      ).json().access_token as string;
    const cancelled = await call(base, "POST", "/api/subscriptions/public/cancel", {
      body: { access_token: await grant() },
    });
    expect(cancelled.status).toBe(200);
    // The client starts paying again and is on PayPal's page when the administrator deactivates it.
    const started = await call(base, "POST", "/api/subscriptions/public/subscribe", {
      body: { access_token: await grant(), planId: "monthly_plan" },
    });
    expect(started.status).toBe(200);
    const form = {
      name: "Cliente Que Pagó Tarde",
      email: client.email,
      role: "cliente",
      phone: "5512345678",
      status: "inactive",
      subscriptionStatus: "cancelado",
    };
    const deactivated = await call(base, "PUT", `/api/admin/users/${client.userId}`, {
      token: admin,
      body: form,
    });
    expect(deactivated.status).toBe(200);
    const paymentMails = await mailsTo(client.email, /Confirmación de pago/);

    const { confirmPath, subscriptionId } = await approveCheckout(base, started.json().redirectUrl);
    const confirmBody = { user_id: client.userId, transaction_id: subscriptionId };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const confirmed = await call(base, "POST", confirmPath, { body: confirmBody });
      expect(confirmed.status).toBe(409);
      expect(confirmed.json().code).toBe("PAYMENT_ACCOUNT_DEACTIVATED");
      expect(confirmed.json().message).toMatch(/desactivada por un administrador.*reembolsen el pago/);
    }
    // PayPal charges it no more, the account stays closed, no mail says the payment opened it.
    const nextCycle = await call(
      base,
      "POST",
      `/sandbox/paypal/control/subscriptions/${subscriptionId}/advance-cycle`,
    );
    expect(nextCycle.status).toBe(422);
    expect(nextCycle.text).toContain("CANCELLED");
    expect((await login(base, client.email, PASSWORD)).status).not.toBe(200);
    expect(await mailsTo(client.email, /Confirmación de pago/)).toBe(paymentMails);
    // The charge is on record for the administrator, who sees why.
    const audit = await call(base, "GET", "/api/admin/audit?pageSize=100", { token: admin });
    expect(audit.text).toContain("reembolso o reactivación a cargo de soporte");
  });
});

/** Sends `raw` bytes on a new connection and returns all the server wrote before closing it. */
function sendRaw(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(live.port, "127.0.0.1", () => socket.write(raw));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    setTimeout(() => socket.destroy(), 10_000);
  });
}

describe("what Node cannot read as a request", () => {
  it("is refused in Spanish with its status, never Fastify's English, and the server stays healthy", async () => {
    // A search whose words do not fit in Node's 16 KB of URL and headers.
    const search = await call(base, "GET", `/api/projects/x/search?q=${"licitación ".repeat(2_000)}`);
    expect(search.status).toBe(431);
    expect(search.json()).toEqual({
      code: "HEADERS_TOO_LARGE",
      message: expect.stringMatching(/demasiado largos/),
    });
    for (const raw of [
      "GET /api/public-config HTTP/1.1\r\nHost: x\r\nX-Malo: uno\u0000dos\r\n\r\n",
      "ESTO NO ES HTTP\r\n\r\n",
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n",
    ]) {
      const answer = await sendRaw(raw);
      expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
      expect(answer).toContain('"code":"MALFORMED_REQUEST"');
      expect(answer).not.toMatch(/Client Error|statusCode/);
    }
    expect((await call(base, "GET", "/api/public-config")).status).toBe(200);
  });
});

/** A 1.6 KB workbook whose one merged range covers the whole sheet: 17 thousand million cells. */
async function mergedSheetBomb(): Promise<Buffer> {
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rels = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const packageRels = "http://schemas.openxmlformats.org/package/2006/relationships";
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    `<Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    "xl/workbook.xml",
    `<workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="Precios" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    "xl/_rels/workbook.xml.rels",
    `<Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  zip.file(
    "xl/worksheets/sheet1.xml",
    `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Partida 1: guantes de nitrilo</t></is></c></row></sheetData><mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells></worksheet>`,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

describe("a workbook whose merged range covers the whole sheet", () => {
  it("is read for its text in seconds, not taken to the reader's memory limit", async () => {
    const client = await signedInClient(base, "Cliente Del Libro Combinado");
    const project = await call(base, "POST", "/api/projects", {
      token: client.token,
      body: { name: "Precios combinados", description: "Libro con un rango combinado enorme" },
    });
    const path = `/api/projects/${project.json().id}/documents`;
    const uploaded = await call(base, "POST", path, {
      token: client.token,
      raw: uploadForm("otros", "precios.xlsx", await mergedSheetBomb()),
    });
    expect(uploaded.status).toBe(201);
    const started = Date.now();
    let document: { status: string; statusDetail: string | null; passageCount: number } | undefined;
    while (Date.now() - started < 25_000) {
      document = (await call(base, "GET", path, { token: client.token })).json().documents[0];
      if (document && !["en_cola", "procesando"].includes(document.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Before: 'El documento es demasiado grande o complejo…' after 27 s and 1 GB of the server's memory.
    expect(document).toMatchObject({ status: "listo", passageCount: 1 });
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe("one new e-mail registered from several tabs at once", () => {
  it("opens one registration and tells the others the e-mail is taken, never a 500", async () => {
    const email = uniqueEmail("carrera");
    const tokens = await Promise.all([1, 2, 3, 4].map(() => captcha(base)));
    const answers = await Promise.all(
      tokens.map((token, index) =>
        call(base, "POST", "/api/auth/register", {
          body: {
            full_name: `Pestaña ${index + 1}`,
            email: index % 2 ? email.toUpperCase() : email,
            password: PASSWORD,
            phone: "5512345678",
            recaptcha_token: token,
          },
        }),
      ),
    );
    // Before: one 201 and three 500 'Error del servidor' (the unique e-mail's violation).
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.json()).toEqual({
        code: "EMAIL_TAKEN",
        message: "El correo electrónico ya existe en el sistema",
      });
    }
  });
});
