/**
 * A short, plausible client proposal for each development tender (tests/support/phase1-fixtures.ts), as
 * phase 7 would store it: some requirements answered with the company's own facts (citing its uploaded
 * documents), others left unanswered, and one paragraph that pastes the bases' evaluation criteria
 * verbatim, the mistake that must not earn points. The facts are invented for the tests.
 */
import { passage } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage, TPhaseContent } from "../generation/phase-input";

export interface ClientProposal {
  /** The client's own uploaded documents. */
  passages: CategorizedPassage[];
  /** Facts of the client, each answering one requirement of the bases (`answers`, a words of it). */
  facts: Array<{ text: string; answers: RegExp }>;
}

function company(name: string, text: string): CategorizedPassage {
  return passage("curricula", `curriculum-${name}.pdf`, 1, text);
}

export const PROPOSALS: Record<string, ClientProposal> = {
  "jaen-02": {
    passages: [
      company(
        "suministros-olivar",
        "Suministros del Olivar, S.L., NIF B23456789, inscrita en el Registro Mercantil de Jaén, tomo 1234, folio 56.",
      ),
    ],
    facts: [
      {
        text: "Aportamos la declaración responsable conforme al modelo establecido en el Anexo II del pliego, firmada por el administrador único.",
        answers: /^Declaración responsable de conformidad con el modelo establecido en el ANEXO II/u,
      },
      {
        text: "Las proposiciones constan en un sobre único, cerrado y firmado por nuestro representante.",
        answers: /^Las proposiciones constarán en un sobre único/u,
      },
    ],
  },
  rosario: {
    passages: [
      company(
        "redes-litoral",
        "Redes del Litoral S.A., CUIT 30-71234567-8, proveedora de servidores para municipios desde 2015.",
      ),
    ],
    facts: [
      {
        text: "Presentamos la propuesta económica debidamente firmada, cotizada de acuerdo a lo previsto en el Art. 7 del pliego.",
        answers: /^Propuesta Económica debidamente firmada/u,
      },
    ],
  },
  "mx-desarrollo": {
    passages: [
      company(
        "constructora-tlaloc",
        "Constructora Tlaloc, S.A. de C.V., RFC CTB150310AB1, con 12 años de experiencia en obra pública.",
      ),
      // The documents its facts hand in: a requirement asking for a document is covered by the upload.
      passage(
        "fiscal",
        "opinion-cumplimiento-sat.pdf",
        1,
        "Opinión del cumplimiento de obligaciones fiscales. Constructora Tlaloc, S.A. de C.V. Sentido: positivo. Fecha de emisión: 2 de marzo de 2026.",
      ),
      passage(
        "fiscal",
        "estados-financieros-2024-2025.pdf",
        1,
        "Estados financieros dictaminados de Constructora Tlaloc, S.A. de C.V., ejercicios 2024 y 2025. Capital contable al cierre de 2025: $4,120,000.00.",
      ),
    ],
    facts: [
      {
        text: "Presentamos la opinión de cumplimiento de obligaciones fiscales en sentido positivo emitida por el SAT el 2 de marzo de 2026.",
        answers: /^Se deberá presentar la opinión de cumplimiento de obligaciones fiscales/u,
      },
      {
        text: "Acreditamos un capital contable de $4,120,000.00 con los estados financieros dictaminados de los dos últimos ejercicios fiscales (2024 y 2025).",
        answers: /^El licitante deberá acreditar un capital contable mínimo/u,
      },
    ],
  },
  "mx-laassp-ocr": {
    passages: [
      company(
        "medica-bajio",
        "Distribuidora Médica del Bajío, S.A. de C.V., suministra material de curación a hospitales públicos desde 2018.",
      ),
    ],
    facts: [
      {
        text: "Presentamos copia del registro sanitario de cada bien ofertado y el certificado de buenas prácticas de fabricación del fabricante, vigente hasta 2028.",
        answers: /^Los licitantes deberán presentar copia del registro sanitario/u,
      },
    ],
  },
  "co-desarrollo": {
    passages: [
      company(
        "dotaciones-andinas",
        "Dotaciones Andinas S.A.S., NIT 900.123.456-7, proveedor de mobiliario escolar desde 2012.",
      ),
    ],
    facts: [
      {
        text: "Suscribimos el compromiso anticorrupción contenido en el Anexo 3 y lo presentamos con la oferta.",
        answers: /^Los proponentes deben suscribir el compromiso anticorrupción/u,
      },
    ],
  },
  "es-anuncio": {
    passages: [
      company(
        "jardines-del-sur",
        "Jardines del Sur, S.L., CIF B41234567, mantenimiento de zonas verdes municipales desde 2009.",
      ),
    ],
    facts: [
      {
        text: "Contamos con seguro de responsabilidad civil por riesgos profesionales por importe de 600.000,00 EUR por siniestro (póliza 2026-RC-0457).",
        answers: /^Seguro de responsabilidad civil por riesgos profesionales/u,
      },
    ],
  },
  "mx-convocatoria-obra": {
    passages: [
      company(
        "obras-huasteca",
        "Obras y Caminos de la Huasteca, S.A. de C.V., RFC OCH120515KL3, pavimentación municipal desde 2012.",
      ),
    ],
    facts: [
      {
        text: "Anexamos el recibo de pago de las bases de licitación expedido por la Tesorería Municipal con folio 004512.",
        answers: /^Recibo de pago de las bases de licitación expedido por la Tesorería Municipal/u,
      },
    ],
  },
  santafe: {
    passages: [
      company(
        "servicios-parana",
        "Servicios del Paraná S.R.L., CUIT 30-70987654-1, inscripta en el Registro Único de Proveedores y Contratistas de la Provincia.",
      ),
    ],
    facts: [
      {
        text: "Al presentar la oferta constituimos domicilio electrónico especial en licitaciones@serviciosparana.com.ar.",
        answers:
          /^Al momento de presentar la oferta, los oferentes deberán constituir un domicilio electrónico especial/u,
      },
    ],
  },
};

/**
 * The integrated proposal (phase 7) for a tender: the client's facts, each citing its company document,
 * and, when `quoted` is given, a paragraph that pastes the bases' criteria (no citation, as a user's
 * copy and paste has none).
 */
export function proposalContent(proposal: ClientProposal, quoted: string | null): TPhaseContent {
  const own = proposal.passages[0];
  return {
    title: "Propuesta técnica integrada",
    sections: [
      {
        heading: "Documentación del licitante",
        level: 1,
        statements: proposal.facts.map((fact) => ({
          text: fact.text,
          sources: own ? [{ passageId: own.id, quote: own.text }] : [],
        })),
      },
      ...(quoted
        ? [
            {
              heading: "Criterios de evaluación",
              level: 1 as const,
              statements: [{ text: quoted, sources: [] }],
            },
          ]
        : []),
    ],
    pending: [],
  };
}
