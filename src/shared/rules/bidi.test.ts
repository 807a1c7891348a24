import { describe, expect, it } from "vitest";
import { USER_FORM_FIELDS } from "../contracts/admin-users";
import { REGISTRATION_FIELDS } from "../contracts/auth";
import { ZCreateProjectRequest } from "../contracts/projects";
import { stripBidiControls, ZShownName } from "./bidi";

const EVERY_MARK = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";

describe("direction marks in names (stop 25, w-25e)", () => {
  it("are removed, and nothing a reader sees with them", () => {
    expect(stripBidiControls(`Obra${EVERY_MARK}fdp.exe`)).toBe("Obrafdp.exe");
    expect(stripBidiControls("Señalización vial — “Ñandú” 2026")).toBe("Señalización vial — “Ñandú” 2026");
  });

  it("a project name is saved without them; one made only of them is empty", () => {
    const parsed = ZCreateProjectRequest.parse({ name: "Obra\u202Efdp.exe", description: "d" });
    expect(parsed.name).toBe("Obrafdp.exe");
    const empty = ZCreateProjectRequest.safeParse({ name: " \u202E\u2066 ", description: "d" });
    expect(empty.error?.issues[0]?.message).toBe("Por favor ingrese un nombre para el proyecto");
  });

  it("a person's name (registration and the administrator's form) likewise", () => {
    expect(REGISTRATION_FIELDS.fullName.parse("Ana\u202E López")).toBe("Ana López");
    expect(USER_FORM_FIELDS.name.parse("\u200fJuan Pérez\u200e")).toBe("Juan Pérez");
    expect(USER_FORM_FIELDS.name.safeParse("\u202EA\u202C").error?.issues[0]?.message).toBe(
      "El nombre debe tener al menos 2 caracteres",
    );
  });

  it("a name stored before is answered without them", () => {
    expect(ZShownName.encode("Obra\u202Efdp.exe")).toBe("Obrafdp.exe");
  });
});
