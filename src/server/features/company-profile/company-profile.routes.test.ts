/**
 * 'Perfil de la empresa' over the API: read from the client's documents of every project with a
 * citation per value, corrected by the client, the correction kept over a later extraction and handed
 * to the phases of another project; another client sees nothing of it; bad input answers in Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import {
  COMPANY_DOCUMENTS,
  COMPANY_FILE_NAMES,
  WASTE_TENDER,
} from "../../../../tests/support/company-documents";
import { phaseClient } from "../../../../tests/support/phase-journey";
import { makePdf } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import type {
  TCompanyProfileResponse,
  TDocumentValidityResponse,
} from "../../../shared/contracts/company-profile";
import { createDbPhaseInput } from "../phases/generation/db-phase-input";

const SECOND_POWER = {
  name: "poder-notarial-2026.pdf",
  category: "legal" as const,
  build: async () =>
    makePdf([
      [
        "PODER NOTARIAL",
        "Por instrumento número 31,002 de fecha 5 de octubre de 2026, Ingeniería Ambiental del Pacífico,",
        "S.A. de C.V. otorga poder general para actos de administración a favor de Rodrigo Salas Peña,",
        "quien en lo sucesivo actuará como representante legal de la sociedad.",
      ],
    ]),
};

describe.each(TEST_BACKENDS)("the company profile (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    ({ cookies } = await signedInClient(t.app, t.ctx.db));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const profile = async (as = cookies) =>
    (
      await t.app.inject({ method: "GET", url: "/api/company-profile", cookies: as })
    ).json() as TCompanyProfileResponse;
  const field = (answer: TCompanyProfileResponse, name: string) =>
    answer.fields.find((item) => item.field === name)!;

  it("is read from the client's documents with a document and page for every value, and corrected by the client", async () => {
    const first = phaseClient(t.app, cookies);
    await first.createProject({ name: "Recolección Tonalá", description: "Licitación de recolección" });
    await first.uploadPackage(COMPANY_DOCUMENTS);

    const read = await profile();
    expect(read.documentCount).toBe(COMPANY_DOCUMENTS.length);
    const expected: [string, string, string, number][] = [
      ["rfc", "IAP120214QW3", COMPANY_FILE_NAMES.constancia, 1],
      ["representante", "Héctor Manuel Villaseñor Ruiz", COMPANY_FILE_NAMES.acta, 2],
      ["escritura", "23,418", COMPANY_FILE_NAMES.acta, 1],
      ["fechaEscritura", "14 de febrero de 2012", COMPANY_FILE_NAMES.acta, 1],
      ["correo", "licitaciones@iapacifico.com.mx", COMPANY_FILE_NAMES.constancia, 1],
    ];
    for (const [name, value, documentName, page] of expected) {
      expect(field(read, name)).toMatchObject({ value, status: "extraido", source: { documentName, page } });
      expect(field(read, name).source!.quote).toContain(value.split(" ")[0]!);
    }
    for (const item of read.fields.filter((entry) => entry.value !== null))
      expect(item.source, `${item.field} citado`).not.toBeNull();
    expect(field(read, "registroPatronal")).toMatchObject({ value: null, status: "sin_dato" });
    expect(read.experience.map((item) => item.text).join("\n")).toContain("Municipio de Zapopan");
    expect(read.certifications[0]?.text).toContain("ISO 14001:2015");
    expect(read.people.map((person) => person.name)).toEqual([
      "Héctor Manuel Villaseñor Ruiz",
      "Mariana Cárdenas Robles",
    ]);

    const corrected = await t.app.inject({
      method: "PUT",
      url: "/api/company-profile/fields/representante",
      cookies,
      payload: { value: "Lucía Fernanda Arce Medina" },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(field(corrected.json(), "representante")).toMatchObject({
      value: "Lucía Fernanda Arce Medina",
      status: "corregido",
      extracted: "Héctor Manuel Villaseñor Ruiz",
    });
    const confirmed = await t.app.inject({
      method: "PUT",
      url: "/api/company-profile/fields/rfc",
      cookies,
      payload: { value: "IAP120214QW3" },
    });
    expect(field(confirmed.json(), "rfc").status).toBe("confirmado");

    // A second project of the same client: the profile is already there, and a new document that
    // names another representative does not undo the client's correction.
    const second = phaseClient(t.app, cookies);
    await second.createProject({ name: "Recolección Tlajomulco", description: "Otra licitación" });
    const before = await profile();
    expect(field(before, "representante").value).toBe("Lucía Fernanda Arce Medina");
    await second.uploadPackage([SECOND_POWER]);
    const after = await profile();
    expect(after.documentCount).toBe(COMPANY_DOCUMENTS.length + 1);
    expect(field(after, "representante")).toMatchObject({
      value: "Lucía Fernanda Arce Medina",
      status: "corregido",
    });
    const input = createDbPhaseInput(t.ctx, {
      projectId: second.projectId,
      project: { name: "Recolección Tlajomulco", description: "" },
      phase: 3,
      instructions: null,
    });
    expect(await input.clientProfile()).toMatchObject({
      representante: { value: "Lucía Fernanda Arce Medina", status: "corregido" },
      rfc: { value: "IAP120214QW3", status: "confirmado" },
    });

    const reset = await t.app.inject({ method: "DELETE", url: "/api/company-profile/fields/rfc", cookies });
    expect(field(reset.json(), "rfc").status).toBe("extraido");
  }, 180_000);

  it("warns of the documents that will have expired by the submission date, naming each and its date", async () => {
    const project = phaseClient(t.app, cookies);
    await project.createProject({ name: "Recolección Tonalá", description: "Con bases" });
    await project.uploadPackage([...WASTE_TENDER, ...COMPANY_DOCUMENTS]);
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/projects/${project.projectId}/document-validity`,
      cookies,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const validity = answer.json() as TDocumentValidityResponse;
    expect(validity).toMatchObject({ isSubmissionDate: true });
    expect(validity.referenceDate.slice(0, 10)).toBe("2027-12-15");
    const byName = new Map(validity.documents.map((item) => [item.documentName, item]));
    expect(byName.get(COMPANY_FILE_NAMES.opinion)).toMatchObject({
      label: "Opinión de cumplimiento de obligaciones fiscales (SAT, artículo 32-D)",
      isExpired: true,
      basis: "30 días según el propio documento",
    });
    expect(byName.get(COMPANY_FILE_NAMES.opinion)!.issueDate.slice(0, 10)).toBe("2026-09-02");
    expect(byName.get(COMPANY_FILE_NAMES.opinion)!.validUntil.slice(0, 10)).toBe("2026-10-02");
    // The constancia has no legal validity: the bases' 30 days bound it.
    expect(byName.get(COMPANY_FILE_NAMES.constancia)).toMatchObject({
      isExpired: true,
      basis: "30 días según las bases",
    });
    expect(byName.get(COMPANY_FILE_NAMES.constancia)!.validUntil.slice(0, 10)).toBe("2026-12-03");
    expect(byName.has(COMPANY_FILE_NAMES.acta)).toBe(false);

    const other = await signedInClient(t.app, t.ctx.db);
    const intruder = await t.app.inject({
      method: "GET",
      url: `/api/projects/${project.projectId}/document-validity`,
      cookies: other.cookies,
    });
    expect(intruder.statusCode).toBe(404);
  }, 180_000);

  it("measures against today once the bases' submission day has passed, and names that day", async () => {
    const project = phaseClient(t.app, cookies);
    await project.createProject({ name: "Recolección 2026", description: "Bases ya presentadas" });
    const pastBases = {
      name: "bases-pasadas.pdf",
      category: "bases" as const,
      build: async () =>
        makePdf([
          [
            "CONVOCATORIA A LA LICITACIÓN PÚBLICA NACIONAL LA-814039-E27-2026",
            "La presentación y apertura de proposiciones será el 2 de marzo de 2026 a las 10:00 horas.",
          ],
        ]),
    };
    const opinion = COMPANY_DOCUMENTS.find((item) => item.name === COMPANY_FILE_NAMES.opinion)!;
    await project.uploadPackage([pastBases, opinion]);
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/projects/${project.projectId}/document-validity`,
      cookies,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const validity = answer.json() as TDocumentValidityResponse;
    expect(validity.isSubmissionDate).toBe(false);
    expect(validity.passedSubmissionDate?.slice(0, 10)).toBe("2026-03-02");
    expect(new Date(validity.referenceDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Valid on the 2 March that passed, expired today (2 September 2026 + 30 days).
    expect(validity.documents.find((item) => item.documentName === COMPANY_FILE_NAMES.opinion)).toMatchObject(
      {
        isExpired: true,
      },
    );
  }, 180_000);

  it("answers bad input in Spanish and keeps what was saved; another client sees none of it", async () => {
    const empty = await t.app.inject({
      method: "PUT",
      url: "/api/company-profile/fields/representante",
      cookies,
      payload: { value: "   " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Escriba el valor correcto.");
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/company-profile/fields/sueldo",
      cookies,
      payload: { value: "x" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("El dato del perfil no existe.");
    expect(field(await profile(), "representante").value).toBe("Lucía Fernanda Arce Medina");

    const other = await signedInClient(t.app, t.ctx.db);
    const theirs = await profile(other.cookies);
    expect(theirs.documentCount).toBe(0);
    expect(theirs.fields.every((item) => item.value === null && item.status === "sin_dato")).toBe(true);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/company-profile" });
    expect(anonymous.statusCode).toBe(401);
  });
});
