import { readdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClientProject, createClientProject } from "../../../../tests/support/client-project";
import { buildMultipart, type MultipartFile } from "../../../../tests/support/multipart";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { MAX_FILE_BYTES } from "../../../shared/rules/files";
import { filesDirOf } from "../../adapters/storage/create-storage";
import { INSPECTION_MESSAGES } from "./upload/inspection-result";
import { buildZip, deflatedZeros, docxParts, WORD_DOCUMENT_XML } from "./upload/test-samples";

const TOO_LARGE = "El archivo excede el tamaño máximo permitido de 20 MB. Tamaño actual: más de 20.00 MB";

/** Every file under `dir`, however deep (the folder must exist: a wrong path fails the test). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(TEST_BACKENDS)("upload route: early 413 and hostile files (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let projectId: string;
  let client: ClientProject;
  let tempDir: string;
  let address: URL | undefined;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
    client = await createClientProject(t, { name: "Cargas", description: "Pruebas de carga" });
    ({ cookies, projectId } = client);
    tempDir = path.join(t.ctx.config.DATA_DIR, "tmp", "uploads");
  });
  afterAll(async () => {
    await t.close();
  });

  function upload(files: MultipartFile[], headers: Record<string, string> = {}) {
    return client.upload("bases", files, headers);
  }

  /**
   * Sends an upload's headers and only the first bytes of its body over a real socket, and gives back
   * whatever the server answers within `waitMs` (null: it is still waiting for the body).
   */
  async function answerBeforeBody(contentLength: number, waitMs: number): Promise<string | null> {
    address ??= new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
    const { hostname, port } = address;
    const { payload, headers } = buildMultipart({ documentType: "bases" }, [
      { filename: "grande.txt", content: Buffer.alloc(4_096, 97) },
    ]);
    const head = [
      `POST /api/projects/${projectId}/documents HTTP/1.1`,
      `Host: ${address.host}`,
      `Content-Type: ${headers["content-type"]}`,
      `Content-Length: ${contentLength}`,
      "X-Upload-File-Count: 1",
      `Cookie: ${Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join("; ")}`,
      "",
      "",
    ].join("\r\n");
    return new Promise((resolve) => {
      let answer = "";
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(head);
        socket.write(payload.subarray(0, 2_048));
      });
      socket.on("data", (chunk) => {
        answer += chunk.toString("utf8");
      });
      socket.on("error", () => undefined);
      setTimeout(() => {
        socket.destroy();
        resolve(answer || null);
      }, waitMs);
    });
  }

  it("refuses one announced file over 20 MB before reading the body; a file that fits is awaited", async () => {
    const early = await answerBeforeBody(22 * 1_048_576, 1_500);
    expect(early).toMatch(/^HTTP\/1\.1 413/);
    expect(early).toContain('"code":"FILE_TOO_LARGE"');
    expect(early).toContain(TOO_LARGE);
    // 20 MB plus what multipart adds is let in, and the server waits for the rest.
    expect(await answerBeforeBody(MAX_FILE_BYTES + 4_000, 1_000)).toBeNull();
    // That one was abandoned halfway by its client: its temp file goes too.
    const deadline = Date.now() + 5_000;
    while ((await filesUnder(tempDir)).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await filesUnder(tempDir)).toEqual([]);
  });

  it("keeps announced multi-file requests working and holds clients to what they announced", async () => {
    // Each request's notes are new content: the same bytes twice in one project are refused.
    let sent = 0;
    const notes = (count: number) => {
      sent += 1;
      return Array.from({ length: count }, (_, index) => ({
        filename: `nota-${index}.txt`,
        content: Buffer.from(`Nota ${index} (envío ${sent}) de ${projectId}`),
      }));
    };
    expect((await upload(notes(3), { "x-upload-file-count": "3" })).statusCode).toBe(201);
    expect((await upload(notes(2))).statusCode).toBe(201);
    const liar = await upload(notes(2), { "x-upload-file-count": "1" });
    expect(liar.statusCode).toBe(400);
    expect(liar.json().message).toBe("La solicitud trae más archivos de los que anunció.");
    expect((await upload(notes(1), { "x-upload-file-count": "0" })).statusCode).toBe(400);
    const big = await upload([{ filename: "grande.txt", content: Buffer.alloc(21 * 1_048_576, 97) }], {
      "x-upload-file-count": "1",
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(TOO_LARGE);
  });

  it("refuses an SVG named .pdf, a docx declaring entities and a zip bomb, leaving no bytes behind", async () => {
    // Something stored first, so that the storage folder exists and a stray write would show.
    await upload([{ filename: "previo.txt", content: Buffer.from(`Previo ${projectId}`) }]);
    const storedBefore = await filesUnder(filesDirOf(t.ctx.config));
    const listBefore = (await client.documents()).length;
    const withEntities = WORD_DOCUMENT_XML.replace(
      "<w:document",
      '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><w:document',
    ).replace("Anexo técnico", "&b;");
    const bomb = buildZip([
      ...docxParts(WORD_DOCUMENT_XML),
      { name: "word/media/relleno.bin", deflated: await deflatedZeros(300) },
    ]);
    const cases: [MultipartFile, string][] = [
      [
        {
          filename: "bases.pdf",
          content: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><text>PDF</text></svg>',
          ),
        },
        INSPECTION_MESSAGES.activeContent,
      ],
      [
        { filename: "anexo.docx", content: buildZip(docxParts(withEntities)) },
        INSPECTION_MESSAGES.xmlDeclarations,
      ],
      [{ filename: "propuesta.docx", content: bomb }, INSPECTION_MESSAGES.compressionBomb],
    ];
    for (const [file, message] of cases) {
      const response = await upload([file], { "x-upload-file-count": "1" });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: "UNSAFE_FILE",
        message,
        detail: { rejected: [{ name: file.filename, code: "UNSAFE_FILE", message }] },
      });
      expect(await filesUnder(tempDir)).toEqual([]);
    }
    // Together with a good file: the good one is kept, the three are listed with their reasons.
    const mixed = await upload([
      ...cases.map(([file]) => file),
      { filename: "bueno.txt", content: Buffer.from(`Texto válido ${projectId}`) },
    ]);
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json().rejected.map((entry: { message: string }) => entry.message)).toEqual(
      cases.map(([, message]) => message),
    );
    expect(await filesUnder(tempDir)).toEqual([]);
    const storedAfter = await filesUnder(filesDirOf(t.ctx.config));
    expect(storedAfter.length).toBe(storedBefore.length + 1);
    const listAfter = (await client.documents()).length;
    expect(listAfter).toBe(listBefore + 1);
  });
});
