/**
 * Phase 3's table of the bases' partidas answered with the client's own description of each good: a
 * ficha técnica's row or a carta de respaldo, cited there; never a CV.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import { OFFERED_PENDING } from "./draft-items";
import { buildDraft } from "./phase3-draft";
import { expectGrounded } from "./proposal-structure.test-support";

describe("buildDraft's partidas", () => {
  it("answers each partida with the good the client's ficha técnica or carta de respaldo describes, cited there", async () => {
    const bases = passage(
      "bases",
      "convocatoria-insumos.pdf",
      19,
      [
        "PARTIDA\tDESCRIPCIÓN\tUNIDAD\tCANTIDAD",
        "1\tGuante de nitrilo para exploración, talla mediana\tcaja\t3,500",
        "2\tBata quirúrgica desechable de tela no tejida\tpieza\t9,800",
        "3\tCampo quirúrgico estéril de 90 x 90 cm\tpieza\t1,200",
      ].join("\n"),
    );
    const ficha = passage(
      "otros",
      "ficha-tecnica-guantes.pdf",
      1,
      [
        "FICHA TÉCNICA",
        "Partida\tBien ofertado\tMarca\tModelo\tRegistro sanitario",
        "1\tGuante de nitrilo sin polvo, talla M, caja con 100\tNitrimex\tGN-100M\t1021C2020 SSA",
      ].join("\n"),
    );
    const carta = passage(
      "otros",
      "carta-respaldo.pdf",
      1,
      "Textiles Médicos del Norte, S.A. de C.V., fabricante, otorga su carta de respaldo al licitante como distribuidor de sus batas quirúrgicas de tela no tejida.",
    );
    // A CV naming surgical drapes (partida 3) describes no good the client offers.
    const cv = passage(
      "equipo",
      "cv-almacen.pdf",
      1,
      "Responsable del almacén de campos quirúrgicos estériles.",
    );
    const passages = [bases, ficha, carta, cv];
    const input = memoryPhaseInput({ phase: 2, passages });
    const draft = await buildDraft(input);
    const rows = draft.sections.find((section) => section.table?.headers[0] === "Partida")?.table?.rows ?? [];
    expect(rows.map((row) => row.cells[4])).toEqual([
      "Guante de nitrilo sin polvo, talla M, caja con 100; Nitrimex; GN-100M; 1021C2020 SSA",
      "Textiles Médicos del Norte, S.A. de C.V., fabricante, otorga su carta de respaldo al licitante como distribuidor de sus batas quirúrgicas de tela no tejida.",
      "[PENDIENTE: bien ofertado]",
    ]);
    expect(rows[0]?.sources[1]?.passageId).toBe(ficha.id);
    // The usual structure's heading on the specifications holds the table (the index lists the partidas there).
    expect(draft.sections.find((section) => section.table)?.heading).toBe(
      "Cumplimiento de especificaciones técnicas",
    );
    expect(draft.pending).toContain(OFFERED_PENDING);
    expectGrounded(draft, passages, input.retrieved);
  });
});
