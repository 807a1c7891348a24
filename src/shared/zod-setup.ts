import { z } from "zod";
import { es } from "zod/locales";

/**
 * Zod's own messages in Spanish, on both sides, for any rule that has no message of the spec's. The
 * Spanish locale alone (`zod/locales`), not `z.locales`, which would put every language in the bundle.
 */
z.config(es());
// A number field sent as text ('?page=dos', '?page=1&page=2' coerced) is NaN to zod, and the locale
// would say 'recibido NaN': the user reads what was expected, not a JavaScript term.
z.config({
  customError: (issue) =>
    issue.code === "invalid_type" && issue.expected === "number" && Number.isNaN(issue.input)
      ? "Entrada inválida: se esperaba un número"
      : undefined,
});
