import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientProject } from "../../../../tests/support/client-project";
import { buildMultipart } from "../../../../tests/support/multipart";
import { makeDocx, makePdf, makeXlsx } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";

describe.each(TEST_BACKENDS)("adjusted files in a phase (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    const client = await createClientProject(t, { name: "P", description: "D" });
    ({ cookies, projectId } = client);
    await client.upload("bases", [
      {
        filename: "bases.pdf",
        content: makePdf([["El licitante debera presentar una fianza de cumplimiento."]]),
      },
    ]);
    await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/rag/start`, cookies });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (filename: string, content: Buffer) => {
    const { payload, headers } = buildMultipart({}, [{ filename, content, field: "file" }]);
    return t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/phases/0/adjusted`,
      cookies,
      headers,
      payload,
    });
  };
  const generate = (payload: { instructions?: string }) =>
    t.app.inject({ method: "POST", url: `/api/projects/${projectId}/phases/0/generate`, cookies, payload });
  const waitForVersion = async (version: number) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const state = (
        await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/phases`, cookies })
      ).json();
      if (state.phases[0].currentVersion === version) return state;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error("version not ready in time");
  };

  it("takes an adjusted Excel only after a generated version, then only regeneration", async () => {
    const xlsx = await makeXlsx({ Puntos: [["Requisito"], ["Fianza de cumplimiento"]] });
    const tooEarly = await upload("ajustado.xlsx", xlsx);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(
      "Acción no permitida: No puedes subir un archivo ajustado en este momento.",
    );

    await t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/phases/0/generate`,
      cookies,
      payload: {},
    });
    await waitForVersion(1);

    const word = await upload("ajustado.docx", await makeDocx([{ heading: "X", paragraphs: ["y"] }]));
    expect(word.statusCode).toBe(415);
    expect(word.json().message).toBe("Formato incorrecto: Debes subir un archivo Excel.");
    const disguised = await upload("ajustado.xlsx", makePdf([["no soy Excel"]]));
    expect(disguised.statusCode).toBe(415);

    const accepted = await upload("mi versión.xlsx", xlsx);
    expect(accepted.statusCode).toBe(201);
    const files = accepted.json().phases[0].files;
    expect(files.at(-1)).toMatchObject({
      name: "Puntos_relevantes_de_las_bases_v2_ajustado.xlsx",
      version: 2,
      isUserAdjusted: true,
    });
    const download = await t.app.inject({ method: "GET", url: files.at(-1).url, cookies });
    expect(download.rawPayload.equals(xlsx)).toBe(true);

    const again = await upload("otra.xlsx", xlsx);
    expect(again.json().code).toBe("ADJUST_NOT_ALLOWED");
    // After an adjusted version a plain 'Generar' is blocked until instructions are given (spec 02 §4).
    const plain = await generate({});
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({ code: "PHASE_ACTION_REQUIRED", message: "Acción requerida" });
    const empty = await generate({ instructions: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      "Instrucciones vacías: Por favor, ingrese instrucciones para el modelo RAG.",
    );
    const regenerated = await generate({ instructions: "Agrega los plazos" });
    expect(regenerated.statusCode).toBe(202);
    await waitForVersion(3);
    // After a model version, a request without instructions says they are missing.
    expect((await generate({})).json().code).toBe("PHASE_INSTRUCTIONS_REQUIRED");
  });
});
