/**
 * The eight phases end to end with an OpenAI-compatible model: a real HTTP server on 127.0.0.1 answers
 * fixed structured content quoting the passages it was shown (plus one invented quote and one invented
 * passage, an invented-source row and references typed into the text), an invalid answer, a 429 and a
 * time-out. Refused citations never reach a file; two clients generating at once overlap (one slow
 * answer does not hold the other) and never see each other's passages.
 */
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../../tests/support/accounts";
import { expectSourcesInPassages, phaseClient, waitFor } from "../../../../../tests/support/phase-journey";
import { makePdf } from "../../../../../tests/support/sample-files";
import { TENDER_PACKAGE } from "../../../../../tests/support/tender-package";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../../tests/support/test-database";
import {
  type FakeChatServer,
  type RecordedChatRequest,
  startFakeChatServer,
} from "../../../adapters/llm/fake-chat-server.test-support";

const MODEL = "modelo-prueba";
const INVENTED_QUOTE = "esta frase no aparece en ningún pasaje";
const INVENTED_ROW = "Requisito de una fuente inventada";
const FAKE_REFERENCE = "convocatoria-bases.pdf, p. 77";

/** The passages the prompt listed: alias and first line of text. */
function passagesIn(body: RecordedChatRequest["body"]) {
  const prompt = body.messages.find((message) => message.role === "user")!.content;
  return [...prompt.matchAll(/\[(P\d+)\] \([^\n]*\)\n([^\n]+)/g)].map((match) => ({
    alias: match[1]!,
    text: match[2]!,
  }));
}

/** A fixed answer in the shape of ZPhaseContent, citing the first passage shown. */
function answer(body: RecordedChatRequest["body"]): string {
  const prompt = body.messages.find((message) => message.role === "user")!.content;
  const phase = Number(/Fase (\d) de 8/.exec(prompt)?.[1] ?? "0");
  const [first] = passagesIn(body);
  const quote = first ? first.text.split(" ").slice(0, 6).join(" ") : "";
  const source = first ? [{ passageId: first.alias, quote }] : [];
  const statements = [
    // References typed into the text: only `sources` are verified, so these must not reach a file.
    { text: `Afirmación respaldada por los documentos (${FAKE_REFERENCE}) [P2].`, sources: source },
    { text: "El plazo se indica en la p. 88 de las bases.", sources: source },
    {
      text: "Afirmación con cita inventada.",
      sources: [{ passageId: first?.alias ?? "P1", quote: INVENTED_QUOTE }],
    },
    { text: "Afirmación de un pasaje inexistente.", sources: [{ passageId: "P999", quote }] },
    { text: "RFC del licitante: [PENDIENTE: RFC del licitante].", sources: [] },
  ];
  const table = (headers: string[]) => ({
    headers,
    rows: [
      { cells: headers.map((header, index) => (index === 0 ? "Primera fila" : header)), sources: source },
      // A row whose only source is invented is not shown as fact in its columns.
      {
        cells: headers.map((header, index) => (index === 0 ? INVENTED_ROW : `${header} (p. 88)`)),
        sources: [{ passageId: "P999", quote }],
      },
    ],
  });
  const sections =
    phase === 1
      ? [
          {
            heading: "Puntos relevantes",
            level: 1,
            statements,
            table: table([
              "Requisito",
              "Tipo",
              "Qué se entrega",
              "Plazo o fecha",
              "Ponderación",
              "Obligatorio",
            ]),
          },
          { heading: "Calendario", level: 1, statements: [], table: table(["Evento", "Fecha o plazo"]) },
        ]
      : phase === 8
        ? [
            {
              heading: "Evaluación por criterio",
              level: 1,
              statements,
              table: table(["Criterio", "Puntos disponibles"]),
            },
            { heading: "Resumen", level: 1, statements: [], table: table(["Concepto", "Valor"]) },
          ]
        : [{ heading: `Sección del modelo de la fase ${phase}`, level: 1, statements }];
  return JSON.stringify({ title: `Fase ${phase}`, sections, pending: ["RFC del licitante"] });
}

describe.each(TEST_BACKENDS)("the eight phases with an OpenAI-compatible model (%s)", (backend) => {
  let t: TestApp;
  let chat: FakeChatServer;
  let client: ReturnType<typeof phaseClient>;

  beforeAll(async () => {
    chat = await startFakeChatServer();
    t = await createTestApp(backend, {
      env: { LLM_BASE_URL: chat.baseUrl, LLM_MODEL: MODEL, LLM_API_KEY: "sk-prueba", LLM_TIMEOUT_MS: "1500" },
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

  async function latest(phase: number) {
    const file = (await client.phases()).phases[phase].files.at(-1);
    return { file, buffer: await client.download(file.url) };
  }

  async function expectOnlyVerifiedCitations(phase: number) {
    const { file, buffer } = await latest(phase);
    expect(file.generator).toBe(MODEL);
    const text =
      file.fileType === "xlsx"
        ? await (async () => {
            const book = new ExcelJS.Workbook();
            await book.xlsx.load(buffer as unknown as ArrayBuffer);
            return book.worksheets.map((sheet) => JSON.stringify(sheet.getSheetValues())).join("\n");
          })()
        : (await mammoth.convertToHtml({ buffer })).value;
    // The invented quote and the invented passage left no citation: their statements are marked to verify.
    expect(text).not.toMatch(new RegExp(`"${INVENTED_QUOTE}"|>${INVENTED_QUOTE}<`));
    expect(text).toContain(
      "[PENDIENTE: verificar en los documentos, la cita no se encontró: «Afirmación con cita inventada.»]",
    );
    expect(text).toContain("Afirmación respaldada por los documentos.");
    expect(text).toContain("El plazo se indica de las bases.");
    for (const reference of ["p. 77", "p. 88", "[P2]", "P999"]) expect(text).not.toContain(reference);
    if (phase === 0 || phase === 7) {
      // The invented row's words appear only inside the mark that asks to verify them.
      const marked = text.split(`«${INVENTED_ROW} |`).length - 1;
      expect(marked).toBeGreaterThan(0);
      expect(text.split(INVENTED_ROW).length - 1).toBe(marked);
    }
    const { sources, stats } = await expectSourcesInPassages(t.ctx, client.projectId, phase);
    expect(sources).toBeGreaterThan(0);
    expect(stats.droppedCitations).toBeGreaterThanOrEqual(2);
    return text;
  }

  it("phase 1: an invalid answer is asked again, and only verified citations reach the Excel file", async () => {
    chat.script({ kind: "content", content: "No es JSON" }, { kind: "respond", respond: answer });
    await client.generateAndWait(0);
    expect(chat.requests).toHaveLength(2);
    expect(chat.requests[0]!.authorization).toBe("Bearer sk-prueba");
    expect(chat.requests[1]!.body.messages.at(-1)!.content).toContain("Tu respuesta no es JSON válido");
    const prompt = chat.requests[0]!.body.messages[1]!.content;
    expect(prompt).toContain("Fase 1 de 8: Puntos relevantes de las bases");
    expect(prompt).toMatch(/\[P1\] \(convocatoria-bases\.pdf, p\. \d/);
    expect(prompt).toContain('"Evento", "Fecha", "Hora", "Lugar", "Procedimiento o lote"');
    const text = await expectOnlyVerifiedCitations(0);
    expect(text).toContain("convocatoria-bases.pdf");
    // The model answered the old two columns ('Evento', 'Fecha o plazo'): the workbook has the built-in
    // generator's five, and the citation guard still marked the invented row.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await latest(0)).buffer as unknown as ArrayBuffer);
    const header = book.getWorksheet("Calendario")?.getRow(1).values as unknown[];
    expect(header.filter(Boolean).slice(0, 5)).toEqual([
      "Evento",
      "Fecha",
      "Hora",
      "Lugar",
      "Procedimiento o lote",
    ]);
    expect((await client.advance()).statusCode).toBe(200);
  });

  it("phase 2: a 429 is waited out; phase 3: a time-out shows its reason and the retry reuses the version", async () => {
    chat.reset();
    chat.script({ kind: "status", status: 429, retryAfter: "0" }, { kind: "respond", respond: answer });
    await client.generateAndWait(1);
    expect(chat.requests).toHaveLength(2);
    await expectOnlyVerifiedCitations(1);
    expect((await client.advance()).statusCode).toBe(200);

    chat.reset();
    chat.script({ kind: "hang" });
    expect((await client.generate(2)).statusCode).toBe(202);
    const failed = await client.settle(2);
    expect(failed.job).toMatchObject({ status: "error", error: "El modelo no respondió a tiempo." });
    chat.script({ kind: "respond", respond: answer });
    const retried = await client.generateAndWait(2);
    expect(retried.currentVersion).toBe(1);
    // The draft was written from the index the model made in phase 2.
    expect(chat.requests.at(-1)!.body.messages[1]!.content).toContain("Sección del modelo de la fase 2");
    await expectOnlyVerifiedCitations(2);
    expect((await client.advance()).statusCode).toBe(200);
  });

  it("phases 4 to 8 by the model; the integrated proposal keeps the earlier phases word for word", async () => {
    for (const phase of [3, 4, 5, 6, 7]) {
      chat.reset();
      chat.script({ kind: "respond", respond: answer });
      await client.generateAndWait(phase);
      expect(chat.requests).toHaveLength(1);
      if (phase === 7) {
        // The evaluation reads the client's own documents as evidence, not only the bases and the proposal.
        const prompt = chat.requests[0]!.body.messages.find((message) => message.role === "user")!.content;
        expect(prompt).toMatch(
          /\((?:acta-constitutiva\.pdf|constancia-situacion-fiscal\.pdf|curriculum-empresa\.docx)/,
        );
      }
      const text = await expectOnlyVerifiedCitations(phase);
      if (phase === 6) {
        for (const earlier of [3, 4, 5, 6])
          expect(text).toContain(`Sección del modelo de la fase ${earlier}`);
        // Cover, index, then the model's presentation, then the parts; the index lists every part.
        const headings = [...text.matchAll(/<h1>([^<]+)<\/h1>/g)].map((match) => match[1]);
        const order = ["Portada", "Índice", "Sección del modelo de la fase 7", "Propuesta técnica"];
        expect(headings.filter((heading) => order.includes(heading!))).toEqual(order);
        const index = text.slice(text.indexOf("<h1>Índice</h1>"), text.indexOf("<h1>Sección del modelo"));
        for (const part of ["Sección del modelo de la fase 7", "Propuesta técnica", "Formatos"])
          expect(index).toContain(part);
      }
      if (phase < 7) expect((await client.advance()).statusCode).toBe(200);
    }
    const state = await client.phases();
    expect(state.generator).toEqual({ kind: "llm", label: MODEL });
    expect(state.phases.every((phase: { currentVersion: number }) => phase.currentVersion === 1)).toBe(true);
  });

  it("two clients generating at once overlap and never see each other's passages", async () => {
    // An app whose time-out outlasts the slow answer below.
    const patient = await createTestApp(backend, {
      env: { LLM_BASE_URL: chat.baseUrl, LLM_MODEL: MODEL, LLM_TIMEOUT_MS: "30000" },
    });
    let releaseNorth = () => {};
    try {
      await checkTwoClients(patient, (release) => {
        releaseNorth = release;
      });
    } finally {
      releaseNorth();
      await patient.close();
    }
  });

  async function checkTwoClients(app: TestApp, onRelease: (release: () => void) => void) {
    const makeClient = async (word: string) => {
      const { cookies } = await signedInClient(app.app, app.ctx.db);
      const other = phaseClient(app.app, cookies);
      await other.createProject({ name: `Proyecto ${word}`, description: "Prueba de aislamiento" });
      await other.uploadPackage([
        {
          name: `bases-${word}.pdf`,
          category: "bases",
          build: async () =>
            makePdf([[`El licitante deberá presentar la garantía de cumplimiento ${word} del contrato.`]]),
        },
      ]);
      return other;
    };
    const [north, south] = await Promise.all([makeClient("NORTEÑO"), makeClient("SUREÑO")]);
    chat.reset();
    // The model takes its time with the first client's answer: the second's must not wait for it.
    let releaseNorth = () => {};
    const northAnswered = new Promise<void>((resolve) => {
      releaseNorth = resolve;
    });
    onRelease(releaseNorth);
    chat.script(
      { kind: "respond", respond: async (body) => northAnswered.then(() => answer(body)) },
      { kind: "respond", respond: answer },
    );
    expect((await north.generate(0)).statusCode).toBe(202);
    await waitFor(async () => chat.requests.length === 1);
    expect((await south.generate(0)).statusCode).toBe(202);
    const southDone = await south.settle(0);
    expect(southDone).toMatchObject({ currentVersion: 1, job: null });
    expect((await north.phases()).phases[0].job).toMatchObject({ status: "generando", step: "redactando" });
    releaseNorth();
    expect(await north.settle(0)).toMatchObject({ currentVersion: 1, job: null });
    expect(chat.requests).toHaveLength(2);
    for (const request of chat.requests) {
      const prompt = request.body.messages[1]!.content;
      // Each prompt holds one project's passages only.
      expect(prompt.includes("NORTEÑO") && prompt.includes("SUREÑO")).toBe(false);
      expect(prompt).not.toContain(TENDER_PACKAGE[0]!.name);
    }
    for (const [other, word, foreign] of [
      [north, "NORTEÑO", "SUREÑO"],
      [south, "SUREÑO", "NORTEÑO"],
    ] as const) {
      await expectSourcesInPassages(app.ctx, other.projectId, 0);
      const file = (await other.phases()).phases[0].files[0];
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await other.download(file.url)) as unknown as ArrayBuffer);
      const text = book.worksheets.map((sheet) => JSON.stringify(sheet.getSheetValues())).join("\n");
      expect(text).toContain(word);
      expect(text).not.toContain(foreign);
    }
  }
});
