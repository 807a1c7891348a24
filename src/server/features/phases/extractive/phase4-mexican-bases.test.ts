/**
 * Phase 4 on the LAASSP convocatoria of the development fixture, for an invented supplier of medical
 * goods (its acta constitutiva, its constancia de situación fiscal and a previous proposal written
 * here): the Anexo 2 price form is a table of the form's own rows, cited to page 20, with each price
 * cell and total named as pending; the razón social is the acta's, cited there, and no other company
 * the previous proposal names is offered in its place.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { TPhaseSection } from "../generation/phase-input";
import { version } from "./evaluation-phases.test-support";
import { LAASSP_NAME, laasspPassages } from "./mexican-bases.test-support";
import { buildFormats } from "./phase4-formats";
import { buildIntegrated } from "./phase7-integrated";

const acta = passage(
  "legal",
  "acta-constitutiva.pdf",
  1,
  [
    "ESCRITURA PÚBLICA NÚMERO 8,214. En la ciudad de León, Guanajuato, a 3 de agosto de 2016, ante mí,",
    "Lic. Mariana Torres Villalobos, Notario Público número 12 de León, Guanajuato, comparecen los señores",
    "Ricardo Alonso Medina Pérez y Laura Beatriz Cano Ruiz, quienes constituyen una sociedad mercantil",
    "denominada Suministros Médicos del Bajío, S.A. de C.V., conforme a los siguientes estatutos:",
    "PRIMERA.- La sociedad tendrá por objeto la compraventa, distribución e importación de material de",
    "curación, instrumental y equipo médico. SEGUNDA.- El domicilio social será la ciudad de León.",
    "Administrador Único, cargo para el que se designa al señor Ricardo Alonso Medina Pérez.",
  ].join("\n"),
  "ACTA CONSTITUTIVA",
);
const constancia = passage(
  "fiscal",
  "constancia-situacion-fiscal.pdf",
  1,
  [
    "CONSTANCIA DE SITUACIÓN FISCAL",
    "RFC: SMB160803KQ2",
    "Denominación/Razón Social: SUMINISTROS MÉDICOS DEL BAJÍO",
    "Régimen Capital: SOCIEDAD ANONIMA DE CAPITAL VARIABLE",
    "Código Postal: 37530",
    "Nombre de Vialidad: BOULEVARD JUAN ALONSO DE TORRES",
    "Número Exterior: 2210",
  ].join("\n"),
  "CONSTANCIA DE SITUACIÓN FISCAL",
);
// A previous proposal: it names the company, its manufacturer and a client.
const previous = passage(
  "otros",
  "propuesta-tecnica-anterior.pdf",
  2,
  [
    "PROPUESTA TÉCNICA. Razón social: Suministros Médicos del Bajío, S.A. de C.V.",
    "Ofrecemos gasas y vendas fabricadas por Curamed de México, S.A. de C.V., con registro sanitario vigente,",
    "como las entregadas a Hospitales Regionales del Centro, S.A. de C.V. en 2024.",
  ].join("\n"),
  "PROPUESTA TÉCNICA",
);

const project = { name: "Material de curación LA-012M7B997-E45-2026", description: "Licitación LAASSP." };

describe("phase 4 on a Mexican convocatoria in OCR text", async () => {
  const passages = [...laasspPassages(), acta, constancia, previous];
  const content = await buildFormats(memoryPhaseInput({ phase: 3, passages, project }));
  const annex = content.sections.filter((section: TPhaseSection) => section.heading.startsWith("ANEXO 2"));

  it("gives the Anexo 2 price form as a table of its rows, cited to its page, its prices named", () => {
    // The heading is the form's title, not its title run into the table's header row, and the scan's
    // split word ('ECONÓM ICA') is rejoined: the convocatoria writes 'económica' elsewhere.
    expect(annex.map((section) => section.heading)).toEqual([
      "ANEXO 2 PROPUESTA ECONÓMICA",
      "ANEXO 2 PROPUESTA ECONÓMICA (continuación)",
    ]);
    const table = annex[0]?.table;
    expect(table?.headers).toEqual([
      "Partida",
      "Descripción",
      "Unidad",
      "Cantidad",
      "Precio unitario",
      "Importe",
    ]);
    expect(
      table?.rows.map((row) => row.cells).filter((cells) => Number(cells[0]) <= 3 && cells[0] !== ""),
    ).toEqual([
      [
        "1",
        "Gasa seca estéril de 10 x 10 cm",
        "paquete",
        "12,000",
        "[PENDIENTE: precio unitario de la partida 1]",
        "[PENDIENTE: importe de la partida 1]",
      ],
      [
        "2",
        "Venda elástica de 10 cm x 5 m",
        "pieza",
        "8,500",
        "[PENDIENTE: precio unitario de la partida 2]",
        "[PENDIENTE: importe de la partida 2]",
      ],
      [
        "3",
        "Jeringa desechable de 5 ml",
        "pieza",
        "60,000",
        "[PENDIENTE: precio unitario de la partida 3]",
        "[PENDIENTE: importe de la partida 3]",
      ],
    ]);
    // The form prints partidas 1 to 3 of the 12 of Anexo 1: the other nine are added from there, cited to
    // their page, so that the bidder prices them all; the totals close the table.
    expect(table?.rows.slice(3).map((row) => row.cells)).toEqual([
      ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((number) => [
        String(number),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        `[PENDIENTE: precio unitario de la partida ${number}]`,
        `[PENDIENTE: importe de la partida ${number}]`,
      ]),
      ["", "", "", "", "SUBTOTAL", "[PENDIENTE: subtotal]"],
      ["", "", "", "", "I.V.A.", "[PENDIENTE: IVA]"],
      ["", "", "", "", "TOTAL", "[PENDIENTE: total]"],
    ]);
    expect(table?.rows[11]?.cells.slice(1, 4)).toEqual([
      "Oxímetro de pulso portátil de dedo con pantalla OLED",
      "equipo",
      "250",
    ]);
    const pageOf = (row: { sources: { passageId: string }[] } | undefined) =>
      passages.find((item) => item.id === row?.sources[0]?.passageId)?.page;
    expect(table?.rows.map(pageOf)).toEqual([20, 20, 20, 19, 19, 19, 19, 19, 19, 19, 19, 19, 20, 20, 20]);
    expect(annex[0]?.statements.at(-1)?.text).toBe(
      `El formato impreso lista solo algunas partidas; se agregan las partidas 4 a 12 de la tabla de partidas de la convocatoria («${LAASSP_NAME}», página 19) para cotizarlas todas.`,
    );
    expect(content.pending.join("\n")).not.toMatch(/pieza|SUBTOTAL/u);
    expect(annex[1]?.statements.map((statement) => statement.text)).toEqual([
      "Los precios se expresarán en pesos mexicanos, con dos decimales, y serán fijos hasta la total entrega de los bienes.",
    ]);
  });

  it("lists the price form's marks in the integrated proposal once per column, with the items' count", async () => {
    const integrated = await buildIntegrated(
      memoryPhaseInput({ phase: 6, passages, project, earlier: [version(3, content)] }),
    );
    expect(integrated.pending).toEqual(
      // Each with the section it stands in (stop 24): '… (12) (en «ANEXO 2 …»)'.
      expect.arrayContaining([
        expect.stringMatching(/^precio unitario de cada partida \(12\) \(en «.+»\)$/u),
        expect.stringMatching(/^importe de cada partida \(12\) \(en «.+»\)$/u),
      ]),
    );
    expect(integrated.pending.join("\n")).not.toMatch(/de la partida \d/u);
  });

  it("gives each form of a page its own section and keeps a letter's closing lines apart", () => {
    const headings = content.sections.map((section) => section.heading);
    expect(headings).toContain("ANEXO 8 RELACIÓN DE DOCUMENTOS QUE DEBE PRESENTAR EL LICITANTE");
    expect(headings).toContain(
      "FORMATO 3 MANIFIESTO DE NO ENCONTRARSE EN LOS SUPUESTOS DE LOS ARTÍCULOS 50 Y 60 DE LA LEY",
    );
    const texts = (heading: string) =>
      content.sections
        .find((section) => section.heading.startsWith(heading))
        ?.statements.map((item) => item.text) ?? [];
    expect(texts("FORMATO 5").join("\n")).not.toContain("ANEXO 8");
    expect(texts("FORMATO 1").slice(-3)).toEqual([
      "ATENTAMENTE",
      "____________________",
      "Nombre y firma del representante legal",
    ]);
    // The checklist of documents is a table: each document a row, the mark column blank.
    const checklist = content.sections.find((section) => section.heading.startsWith("ANEXO 8"))?.table;
    expect(checklist?.headers).toEqual(["Documento", "Presentó (sí / no)"]);
    expect(checklist?.rows.map((row) => row.cells)).toContainEqual(["Opinión de cumplimiento IMSS", ""]);
    expect(checklist?.rows).toHaveLength(8);
  });

  it("names a pending datum's form as its heading does, the scan's split word rejoined", async () => {
    // Without the client's documents the representative of Formato 3 is pending, named by the form.
    const bare = await buildFormats(memoryPhaseInput({ phase: 3, passages: laasspPassages(), project }));
    const pending = bare.pending.join("\n");
    expect(pending).toContain("(FORMATO 3 MANIFIESTO DE NO ENCONTRARSE EN LOS SUPUESTOS");
    expect(pending).not.toContain("ENCO NTRARSE");
  });

  it("names the model contract the awardee signs and fills none of its blanks", () => {
    const model = content.sections.find((section) => section.heading.includes("MODELO DE CONTRATO"));
    const texts = model?.statements.map((statement) => statement.text) ?? [];
    expect(texts.at(-1)).toMatch(/^Es el modelo del contrato que firmará quien resulte adjudicado/u);
    expect(texts.join("\n")).not.toMatch(/PENDIENTE|Material de curación LA-|Suministros Médicos/u);
    expect(content.pending.join("\n")).not.toMatch(/MODELO DE CONTRATO/u);
  });

  it("takes the razón social from the acta, cites it there, and offers no other company's name", () => {
    const data = content.sections.find((section) => section.heading === "Datos del licitante");
    const row = data?.table?.rows.find((entry) => entry.cells[0] === "Razón social o denominación");
    expect(row?.cells[1]).toBe("Suministros Médicos del Bajío, S.A. de C.V.");
    expect(row?.sources.map((source) => source.passageId)).toEqual([acta.id]);
    const notes = data?.statements.map((statement) => statement.text).join("\n") ?? "";
    expect(notes).not.toMatch(/Razón social|Curamed|Hospitales Regionales|estatutos/u);
  });
});
