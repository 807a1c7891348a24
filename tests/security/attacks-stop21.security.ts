/**
 * Stop 21 (w-21b): what an outsider tried that stops 1-20 did not, kept as tests against the real
 * server. An upload cut off halfway (taken for a database outage), an upload that ends after 'Iniciar'
 * in another tab (saved into a started model), an impossible day in the audit log's filters (a 500 from
 * PostgreSQL).
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  call,
  type LiveServer,
  login,
  signedInClient,
  startLiveServer,
  uploadForm,
} from "./live-server";

let live: LiveServer;
let base: string;
let client: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  live = await startLiveServer();
  base = live.base;
  client = await signedInClient(base, "Cliente Interrumpida");
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

/** Sends the start of a multipart upload that announces 5 MB more than it sends, then hangs up. */
function cutUpload(path: string, token: string): Promise<void> {
  const boundary = "----corte";
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nbases\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bases.txt"\r\n`,
    "Content-Type: text/plain\r\n\r\n",
    "La junta de aclaraciones se celebrará en la sala de juntas. ".repeat(8_000),
  ].join("");
  return new Promise((resolve) => {
    const socket = net.connect(live.port, "127.0.0.1", () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: 127.0.0.1:${live.port}`,
          `Cookie: licita_session=${token}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${Buffer.byteLength(body) + 5_000_000}`,
          "",
          "",
        ].join("\r\n"),
      );
      socket.write(body, () => setTimeout(() => socket.destroy(), 400));
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

describe("an upload cut off halfway", () => {
  it("saves nothing, is not taken for a database outage, and the next upload is saved", async () => {
    const project = (
      await call(base, "POST", "/api/projects", {
        token: client.token,
        body: { name: "Obra interrumpida", description: "Carga cortada a la mitad" },
      })
    ).json().id as string;
    for (let round = 0; round < 3; round++)
      await cutUpload(`/api/projects/${project}/documents`, client.token);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const logged = live.server
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => /database unreachable/.test(line.msg))).toEqual([]);
    expect(logged.filter((line) => line.msg === "request body cut off by the client").length).toBe(3);

    const listed = await call(base, "GET", `/api/projects/${project}/documents`, { token: client.token });
    expect(listed.json().documents).toEqual([]);
    const uploaded = await call(base, "POST", `/api/projects/${project}/documents`, {
      token: client.token,
      raw: uploadForm("bases", "bases.txt", "La junta de aclaraciones se celebrará el 11 de marzo de 2026."),
    });
    expect(uploaded.status).toBe(201);
    expect((await call(base, "GET", "/health-check")).json()).toEqual({ status: "ok" });
  });
});

/** An upload whose last bytes are sent only when `finish` is called; resolves to the raw HTTP answer. */
function slowUpload(path: string, token: string, text: string) {
  const boundary = "----lenta";
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nbases\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="anexo.txt"\r\n`,
    "Content-Type: text/plain\r\n\r\n",
    text,
  ].join("");
  const tail = `\r\n--${boundary}--\r\n`;
  const socket = net.connect(live.port, "127.0.0.1");
  let answer = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    answer += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${live.port}`,
      `Cookie: licita_session=${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${Buffer.byteLength(head) + Buffer.byteLength(tail)}`,
      "Connection: close",
      "",
      head,
    ].join("\r\n"),
  );
  return {
    finish: async () => {
      socket.write(tail);
      await closed;
      return answer;
    },
  };
}

describe("an upload that ends after 'Iniciar' in another tab", () => {
  it("is refused in Spanish and the started model's documents stay as they were", async () => {
    const project = (
      await call(base, "POST", "/api/projects", {
        token: client.token,
        body: { name: "Obra en dos pestañas", description: "Carga lenta e inicio del modelo" },
      })
    ).json().id as string;
    const first = await call(base, "POST", `/api/projects/${project}/documents`, {
      token: client.token,
      raw: uploadForm("bases", "bases.txt", "El licitante deberá presentar una garantía de seriedad."),
    });
    expect(first.status).toBe(201);
    const upload = slowUpload(
      `/api/projects/${project}/documents`,
      client.token,
      "La junta de aclaraciones se celebrará el 11 de marzo de 2026 a las 11:00 horas.",
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = await call(base, "POST", `/api/projects/${project}/rag/start`, { token: client.token });
    expect(started.status).toBe(200);

    const answer = await upload.finish();
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 409 Conflict");
    expect(answer).toContain('"code":"RAG_STARTED"');
    expect(answer).toContain("No se pueden cargar más documentos una vez iniciado el modelo RAG");
    const listed = await call(base, "GET", `/api/projects/${project}/documents`, { token: client.token });
    expect(listed.json().documents.map((document: { name: string }) => document.name)).toEqual(["bases.txt"]);
  });
});

describe("the audit log's date filters", () => {
  it("refuse a day the calendar does not have with a Spanish 400, never a 500", async () => {
    const admin = (await login(base, ADMIN.email, ADMIN.password)).json().token as string;
    for (const query of ["from=2026-02-30", "to=2026-13-45", "from=0000-01-01", "to=2025-02-29"]) {
      const answer = await call(base, "GET", `/api/admin/audit?${query}`, { token: admin });
      expect(answer.status, query).toBe(400);
      expect(answer.json().detail[0].message, query).toBe("Fecha no válida (aaaa-mm-dd)");
    }
    const leapDay = await call(base, "GET", "/api/admin/audit?from=2024-02-29&to=2026-11-30", {
      token: admin,
    });
    expect(leapDay.status).toBe(200);
  });
});
