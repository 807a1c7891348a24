import { describe, expect, it } from "vitest";
import { REGISTRATION_PAYLOAD_FIELDS, ZRegisterForm, ZRegisterRequest } from "./auth";

const PASSWORD = 'Licitación#2026"ok';
const FORM = {
  fullName: "Juan Pérez",
  email: "juan@empresa.mx",
  phone: "5512345678",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  captchaToken: "captcha",
};
const REQUEST = {
  full_name: "Juan Pérez",
  email: "juan@empresa.mx",
  phone: "5512345678",
  password: PASSWORD,
  recaptcha_token: "captcha",
};

/** Spec 01 §5, registration: field, a value breaking the rule (undefined: missing), message. */
const TABLE: [keyof typeof REGISTRATION_PAYLOAD_FIELDS, string | undefined, string][] = [
  ["full_name", "", "El nombre completo es requerido"],
  ["full_name", "   ", "El nombre completo es requerido"],
  ["full_name", undefined, "El nombre completo es requerido"],
  ["email", "", "El correo electrónico es requerido"],
  ["email", undefined, "El correo electrónico es requerido"],
  ["email", "juan@", "El formato del correo electrónico no es válido"],
  ["email", `${"a".repeat(290)}@empresa.mx`, "El formato del correo electrónico no es válido"],
  ["phone", "", "El teléfono es requerido"],
  ["phone", undefined, "El teléfono es requerido"],
  ["phone", "55123", "El teléfono debe tener 10 dígitos"],
  ["phone", "55-1234-567", "El teléfono debe tener 10 dígitos"],
  ["password", "", "La contraseña es requerida"],
  ["password", undefined, "La contraseña es requerida"],
  ["password", "corta", "La contraseña no cumple con los requisitos de seguridad"],
  ["password", "Licitacion#2026abcdefghij", "La contraseña no cumple con los requisitos de seguridad"],
  ["password", "licitacion#2026ok", "La contraseña no cumple con los requisitos de seguridad"],
  ["recaptcha_token", "", "Por favor, complete la verificación reCAPTCHA"],
  ["recaptcha_token", undefined, "Por favor, complete la verificación reCAPTCHA"],
];

function messagesFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe("registration schema (spec 01 §5), the same in the browser and on the server", () => {
  it.each(TABLE)("%s = %j: '%s' on both sides, and only that", (payloadField, value, message) => {
    const formField = REGISTRATION_PAYLOAD_FIELDS[payloadField];
    const form = ZRegisterForm.safeParse({
      ...FORM,
      [formField]: value,
      ...(formField === "password" ? { confirmPassword: value } : {}),
    });
    const request = ZRegisterRequest.safeParse({ ...REQUEST, [payloadField]: value });
    expect(messagesFor(form, formField)).toEqual([message]);
    expect(messagesFor(request, payloadField)).toEqual([message]);
  });

  it("accepts the valid form and request, and names different confirmation 'Las contraseñas no coinciden'", () => {
    expect(ZRegisterForm.safeParse(FORM).success).toBe(true);
    expect(ZRegisterRequest.safeParse(REQUEST).success).toBe(true);
    const differ = ZRegisterForm.safeParse({ ...FORM, confirmPassword: `${PASSWORD}x` });
    expect(messagesFor(differ, "confirmPassword")).toEqual(["Las contraseñas no coinciden"]);
  });

  it("keeps a name on one line: a pasted line break or tab becomes a space", () => {
    const parsed = ZRegisterRequest.parse({ ...REQUEST, full_name: " Juan\r\nPérez\tLópez " });
    expect(parsed.full_name).toBe("Juan Pérez López");
  });
});
