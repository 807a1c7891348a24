import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ROLE).toBe("all");
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.MINIMUM_AGE).toBe(18);
  });

  it("lists every bad value on one line", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "abc", ROLE: "cook", DATABASE_URL: "mysql://x" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain("\n");
    expect(message).toContain("PORT: debe ser un número entero entre 1 y 65535");
    expect(message).toContain("ROLE: debe ser web, worker o all");
    expect(message).toContain("DATABASE_URL");
  });

  it("refuses a split role on the embedded database", () => {
    expect(() => loadConfig({ ROLE: "worker" })).toThrow(/ROLE: 'worker' necesita DATABASE_URL/);
    expect(loadConfig({ ROLE: "worker", DATABASE_URL: "postgres://u:p@localhost/db" }).ROLE).toBe("worker");
  });

  it("treats empty variables as unset and trims the public URL", () => {
    const config = loadConfig({ PORT: "", PUBLIC_URL: "https://licita.example.mx/" });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe("https://licita.example.mx");
  });

  it("checks ADMIN_PASSWORD with the password rule at load, in the one-line list, never echoing it", () => {
    for (const password of ["solominusculas2026#", "Corta#1", 'SinEspecial2026"x', "SINMINUSCULA#2026"]) {
      let error: unknown;
      try {
        loadConfig({ ADMIN_EMAIL: "direccion@empresa.mx", ADMIN_PASSWORD: password, PORT: "abc" });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain(
        "ADMIN_PASSWORD: debe tener al menos 12 caracteres, una mayúscula, una minúscula, un número y un carácter especial (# $ % & _ -)",
      );
      expect(message).toContain("PORT:");
      expect(message).not.toContain(password);
    }
    const config = loadConfig({ ADMIN_EMAIL: "direccion@empresa.mx", ADMIN_PASSWORD: "Administra#2026" });
    expect(config.ADMIN_PASSWORD).toBe("Administra#2026");
  });
});
