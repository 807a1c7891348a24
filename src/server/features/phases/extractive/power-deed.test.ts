/**
 * The deed of the representative's power: a poder notarial's own deed, the acta's when the acta names
 * the representative, and none (so the form's blank stays pending) when no document gives it.
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import { findApplicantData } from "./applicant-data";
import { findBlanks } from "./format-fields";
import { findPowerDeed } from "./power-deed";

const acta = passage(
  "legal",
  "acta.pdf",
  1,
  "ESCRITURA PÚBLICA NÚMERO 31,408. En la ciudad de San Luis Potosí, a 23 de agosto de 2011, ante mí, Lic. Fernando Ibarra Zúñiga, Notario Público número 12, se constituye Insumos del Altiplano, S.A. de C.V.",
);
const poder = passage(
  "legal",
  "poder.pdf",
  1,
  "ESCRITURA PÚBLICA NÚMERO 15,870, de fecha 4 de marzo de 2020, otorgada ante el Lic. Ramón Treviño Garza, Notario Público número 45, en la que la sociedad otorga poder general para actos de administración a favor del señor Juan Pérez Gómez.",
);

function deed(passages: ReturnType<typeof passage>[]) {
  return findPowerDeed(passages, findApplicantData(passages))?.escritura.value ?? null;
}

describe("findPowerDeed", () => {
  it("takes the poder's deed, never the acta's number for it", () => {
    expect(deed([acta, poder])).toBe("15,870");
    expect(deed([acta])).toBeNull();
  });

  it("reads a blank after 'escritura … del poder' or 'poder notarial número' as the power's deed", () => {
    const fields = findBlanks(
      [
        "Del licitante: número de la escritura pública de su acta constitutiva: ________",
        "Del representante legal: número y fecha de la escritura pública del poder: ________",
        "Poder notarial número ________",
      ].join("\n"),
    ).map((blank) => blank.field);
    expect(fields).toEqual(["escritura", "escrituraPoder", "escrituraPoder"]);
  });

  it("reads the power's notary from the poder, and none from the acta for another deed", () => {
    const notary = (passages: ReturnType<typeof passage>[]) =>
      findPowerDeed(passages, findApplicantData(passages))?.notario?.value ?? null;
    expect(notary([acta, poder])).toMatch(/Treviño Garza/);
    expect(notary([acta, poder])).not.toMatch(/Ibarra/);
  });

  it("reads the representative's part of the personality form as the power's deed, date and notary", () => {
    const fields = findBlanks(
      [
        "No. de la escritura pública en la que consta su acta constitutiva: ________ Fecha: ________",
        "Nombre, número y lugar del Notario Público ante el cual se dio fe de la misma: ________",
        "Nombre del apoderado o representante: ________",
        "Datos del documento mediante el cual acredita su personalidad y facultades:",
        "Escritura pública número: ________ Fecha: ________",
        "Nombre, número y lugar del Notario Público ante el cual se otorgó: ________",
        "Monterrey, N.L., a ________ de ________ de 2026",
      ].join("\n"),
    ).map((blank) => blank.field);
    expect(fields).toEqual([
      "escritura",
      "fechaEscritura",
      "notario",
      "representante",
      "escrituraPoder",
      "fechaPoder",
      "notarioPoder",
      "fecha",
      "fecha",
    ]);
  });
});
