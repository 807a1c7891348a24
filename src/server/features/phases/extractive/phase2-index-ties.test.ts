/**
 * Phase "Índice": where phase 1's requirements go — by their words under the heading they match, the
 * documents the bases list never dropped, only the work the project names, a letter of support under the
 * specifications, the object under the understanding.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import { buildIndex, INDEX_NOTES_HEADING, OTHER_REQUIREMENTS_HEADING } from "./phase2-index";
import {
  BASES_WITH_LIST,
  expectGrounded,
  phase1Version,
  section,
  texts,
} from "./proposal-structure.test-support";

describe("buildIndex ties phase 1's requirements", () => {
  it("ties phase 1's rows by their words and keeps leftover technical rows under a last heading", async () => {
    const passages = BASES_WITH_LIST();
    const [, criteria, annex] = passages;
    const criterion =
      "La experiencia del licitante en contratos similares tendrá un valor de hasta 15 puntos.";
    const system = "El sistema deberá permitir la digitalización de 50,000 expedientes";
    const phase1 = phase1Version([
      {
        cells: [criterion, "Criterio de evaluación", "", "", "hasta 15 puntos", "No"],
        passage: criteria,
        quote: criterion,
      },
      { cells: [system, "Técnico", "", "", "", "Sí"], passage: annex, quote: system },
    ]);
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages, earlier: [phase1] }));
    const experience = section(index, "Copia de los contratos o facturas").statements.concat(
      section(index, "Currículum de la empresa").statements,
    );
    expect(experience.some((statement) => statement.text.includes("hasta 15 puntos"))).toBe(true);
    const others = section(index, OTHER_REQUIREMENTS_HEADING);
    expect(others.statements.map((statement) => statement.text)).toEqual([
      "Requisito relacionado (Técnico): El sistema deberá permitir la digitalización de 50,000 expedientes",
    ]);
    expect(others.statements[0]?.sources[0]?.passageId).toBe(annex?.id);
    expectGrounded(index, passages);
  });

  it("lists only the work the project names when the bases put out several", async () => {
    const works = [
      ["FISM-LP-001/2026", "Ampliación de red de agua potable en la localidad de El Xithi"],
      ["FISM-LP-002/2026", "Construcción de red de drenaje sanitario en la colonia Lomas de San Bartolo"],
      ["FISM-LP-003/2026", "Pavimentación con concreto hidráulico de la calle Benito Juárez"],
    ];
    const lines = works.map(([id, what]) => `${id}\t${what}\t09/03/2026\t90 días naturales`);
    const bases = passage("bases", "convocatoria-obra.pdf", 1, lines.join("\n"));
    const phase1 = phase1Version(
      works.map(([id, what], at) => ({
        cells: [`${id} — ${what}`, "Técnico", "", "", "", "Sí"],
        passage: bases,
        quote: lines[at] ?? "",
      })),
    );
    const build = (description: string) =>
      buildIndex(
        memoryPhaseInput({
          phase: 1,
          passages: [bases],
          earlier: [phase1],
          project: { name: "Drenaje sanitario", description },
        }),
      );
    const named = await build("Licitación pública nacional FISM-LP-002/2026 del Municipio.");
    const written = named.sections.flatMap((item) => item.statements.map((statement) => statement.text));
    expect(texts(named, "Entendimiento de los requerimientos")).toEqual([
      `Requisito relacionado (Técnico): FISM-LP-002/2026 — ${works[1]?.[1]}`,
    ]);
    expect(written.filter((text) => text.includes("FISM-LP-001/2026 —"))).toEqual([]);
    expect(texts(named, INDEX_NOTES_HEADING).at(-1)).toBe(
      "El proyecto nombra la obra o el lote que oferta; no se incluyen los demás que convocan las bases (FISM-LP-001/2026, FISM-LP-003/2026).",
    );
    expectGrounded(named, [bases]);
    // A project that names none of them (or 'FISM-LP-002/20260') is offered all of them.
    for (const description of ["Obras del FISM 2026.", "Concurso FISM-LP-002/20260."])
      expect(texts(await build(description), "Entendimiento de los requerimientos")).toHaveLength(3);
  });

  it("never drops a document the bases list for the proposal, past a heading's cap or tied to none", async () => {
    // The municipal obra convocatoria's list of what the technical proposal holds, as phase 1 types it.
    const listed: [string, string, string][] = [
      ["1. Recibo de pago de las bases de licitación expedido por la Tesorería Municipal.", "Económico", ""],
      [
        "2. Acta constitutiva y sus modificaciones, inscrita en el Registro Público de la Propiedad y de Comercio.",
        "Administrativo",
        "Acta constitutiva y sus modificaciones",
      ],
      [
        "3. Poder notarial del representante legal e identificación oficial vigente con fotografía.",
        "Administrativo",
        "Poder notarial del representante legal",
      ],
      [
        "4. Declaración anual del ejercicio fiscal 2025 y estados financieros al 31 de diciembre de 2025.",
        "Administrativo",
        "estados financieros",
      ],
      [
        "5. Registro vigente en el Padrón de Contratistas del Municipio o constancia de trámite de registro.",
        "Administrativo",
        "constancia de trámite de registro",
      ],
      [
        "9. Escrito bajo protesta de decir verdad de no encontrarse en los supuestos del artículo 51 y 78 de la Ley.",
        "Legal",
        "",
      ],
      [
        "10. Opinión de cumplimiento de obligaciones fiscales (artículo 32-D del Código Fiscal de la Federación) en sentido positivo.",
        "Administrativo",
        "",
      ],
      [
        "11. Opinión de cumplimiento de obligaciones en materia de seguridad social emitida por el IMSS, en sentido positivo.",
        "Administrativo",
        "",
      ],
      [
        "6. Constancia de situación fiscal con antigüedad no mayor a 30 días.",
        "Administrativo",
        "Constancia de situación fiscal",
      ],
      ["7. Escrito de declaración de integridad, firmado por el representante legal.", "Legal", ""],
      ["8. Escrito de nacionalidad mexicana del licitante, bajo protesta de decir verdad.", "Legal", ""],
      ["12. Domicilio para oír y recibir notificaciones y correo electrónico.", "Administrativo", ""],
      [
        "15. Análisis de precios unitarios, de costos indirectos, de financiamiento y de utilidad, y explosión de insumos.",
        "Económico",
        "",
      ],
      [
        "Garantía de seriedad de la proposición: cheque cruzado por el 5 % del monto de la propuesta sin IVA.",
        "Garantía",
        "Garantía de seriedad de la proposición",
      ],
      [
        "Garantía de cumplimiento: fianza por el 10 % del monto del contrato, entregada dentro de los quince días naturales siguientes a la notificación del fallo.",
        "Garantía",
        "Garantía de cumplimiento",
      ],
      ["Se otorgará un anticipo del 30 % del monto del contrato.", "Económico", ""],
    ];
    const bases = passage("bases", "convocatoria-obra.pdf", 3, listed.map(([quote]) => quote).join("\n"));
    const phase1 = phase1Version(
      listed.map(([quote, kind, deliverable]) => ({
        cells: [quote.replace(/^\d+\.\s*/u, ""), kind, deliverable, "", "", "Sí"],
        passage: bases,
        quote,
      })),
    );
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages: [bases], earlier: [phase1] }));
    const written = index.sections
      .flatMap((item) => item.statements.map((statement) => statement.text))
      .join("\n");
    for (const [quote] of listed.slice(0, 14)) expect(written).toContain(quote.replace(/^\d+\.\s*/u, ""));
    expectGrounded(index, [bases]);
  });

  it("ties a manufacturer's letter of support to the specifications, not to the letter presenting the proposal", async () => {
    const bases = passage(
      "bases",
      "convocatoria.pdf",
      4,
      [
        "El licitante deberá presentar carta de respaldo del fabricante o distribuidor autorizado, dirigida a la convocante, que garantice el suministro de los bienes.",
        "El licitante deberá presentar carta de presentación de su propuesta firmada por el representante legal.",
      ].join("\n"),
    );
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages: [bases] }));
    expect(texts(index, "Cumplimiento de especificaciones técnicas").join(" ")).toContain(
      "carta de respaldo",
    );
    expect(texts(index, "Carta de presentación de la propuesta técnica").join(" ")).not.toContain("respaldo");
    expect(texts(index, "Carta de presentación de la propuesta técnica").join(" ")).toContain(
      "carta de presentación",
    );
  });

  it("ties the object to the understanding even when its details are in an annex; forms to fill go under the forms", async () => {
    const bases = passage(
      "bases",
      "convocatoria.pdf",
      3,
      [
        "El objeto es la adquisición de material de curación en 12 partidas; los bienes deberán cumplir la descripción y cantidades que se detallan en el Anexo 1.",
        "Los licitantes deberán llenar y firmar el Formato 5, declaración de integridad, y anexarlo a su proposición.",
      ].join("\n"),
    );
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages: [bases] }));
    expect(texts(index, "Entendimiento de los requerimientos").join(" ")).toContain("material de curación");
    expect(texts(index, "Formatos y anexos").join(" ")).not.toContain("material de curación");
    expect(texts(index, "Formatos y anexos").join(" ")).toContain("Formato 5");
  });
});
