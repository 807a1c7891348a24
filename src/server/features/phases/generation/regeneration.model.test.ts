/**
 * Regeneration with a model: the model receives every instruction of the phase (earlier ones still
 * stand) and the client's adjusted version; whatever it answers, the client's kept text is put back in
 * code, verbatim.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../../tests/support/accounts";
import { phaseClient } from "../../../../../tests/support/phase-journey";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../../tests/support/test-database";
import {
  type FakeChatServer,
  type RecordedChatRequest,
  startFakeChatServer,
} from "../../../adapters/llm/fake-chat-server.test-support";

const CLIENT_ROW = "Seguro de responsabilidad civil por 5 millones (fila del cliente)";

/** A model that forgets the client's row: one table row quoting the first passage it was shown. */
function forgetfulAnswer(body: RecordedChatRequest["body"]): string {
  const prompt = body.messages.find((message) => message.role === "user")!.content;
  const first = /\[(P\d+)\] \([^\n]*\)\n([^\n]+)/.exec(prompt);
  const sources = first ? [{ passageId: first[1]!, quote: first[2]!.split(" ").slice(0, 6).join(" ") }] : [];
  return JSON.stringify({
    title: "Puntos relevantes",
    sections: [
      {
        heading: "Puntos relevantes",
        level: 1,
        statements: [],
        table: {
          headers: ["Requisito", "Tipo"],
          rows: [{ cells: ["Punto escrito por el modelo", "Técnico"], sources }],
        },
      },
    ],
    pending: [],
  });
}

function userPrompt(request: RecordedChatRequest | undefined): string {
  return request?.body.messages.find((message) => message.role === "user")?.content ?? "";
}

describe.each(TEST_BACKENDS)("regeneration with a model keeps the client's work (%s)", (backend) => {
  let t: TestApp;
  let chat: FakeChatServer;
  let client: ReturnType<typeof phaseClient>;
  beforeAll(async () => {
    chat = await startFakeChatServer();
    t = await createTestApp(backend, {
      env: { LLM_BASE_URL: chat.baseUrl, LLM_MODEL: "modelo-prueba", LLM_TIMEOUT_MS: "5000" },
    });
    await t.app.ready();
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    client = phaseClient(t.app, cookies);
    await client.createProject();
    await client.uploadPackage();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await chat.close();
  });

  async function latestBook() {
    const file = (await client.phases()).phases[0].files.at(-1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await client.download(file.url)) as unknown as ArrayBuffer);
    return book;
  }

  function rows(sheet: ExcelJS.Worksheet): string[] {
    const all: string[] = [];
    sheet.eachRow((row) => {
      all.push(
        (row.values as unknown[])
          .slice(1)
          .map((value) => String(value ?? ""))
          .join(" | "),
      );
    });
    return all;
  }

  it("puts the client's row back after a model that forgot it, and sends every instruction of the phase", async () => {
    chat.script(...Array.from({ length: 3 }, () => ({ kind: "respond" as const, respond: forgetfulAnswer })));
    await client.generateAndWait(0);
    const book = await latestBook();
    book.getWorksheet("Puntos relevantes")!.addRow([CLIENT_ROW, "Legal"]);
    expect(
      (await client.uploadAdjusted(0, "puntos.xlsx", Buffer.from(await book.xlsx.writeBuffer()))).statusCode,
    ).toBe(201);

    const first = "Agrega los seguros que piden las bases.";
    await client.generateAndWait(0, first);
    const v3 = await latestBook();
    expect(
      rows(v3.getWorksheet("Puntos relevantes")!).some((row) => row.startsWith(`${CLIENT_ROW} | Legal`)),
    ).toBe(true);
    expect(rows(v3.worksheets[0]!).find((row) => row.startsWith(`v3 | ${first}`))).toContain(
      "Enviada al modelo",
    );
    // The model saw the client's version with the row.
    expect(userPrompt(chat.requests.at(-1))).toContain(CLIENT_ROW);

    // v4 is the client's file again (unchanged), v5 a new instruction: both instructions go to the model.
    expect(
      (await client.uploadAdjusted(0, "puntos-2.xlsx", Buffer.from(await v3.xlsx.writeBuffer()))).statusCode,
    ).toBe(201);
    const second = "Marca como críticos los puntos de garantía.";
    await client.generateAndWait(0, second);
    const prompt = userPrompt(chat.requests.at(-1));
    expect(prompt).toContain("Instrucciones de versiones anteriores (siguen vigentes):");
    expect(prompt).toContain(`- v3: ${first}`);
    expect(prompt).toContain(`Instrucciones para esta versión: ${second}`);
    const v5 = await latestBook();
    expect(
      rows(v5.getWorksheet("Puntos relevantes")!).some((row) => row.startsWith(`${CLIENT_ROW} | Legal`)),
    ).toBe(true);
    const top = rows(v5.worksheets[0]!);
    expect(top.some((row) => row.startsWith(`v3 | ${first}`))).toBe(true);
    expect(top.some((row) => row.startsWith(`v5 | ${second}`))).toBe(true);
  }, 120_000);
});
