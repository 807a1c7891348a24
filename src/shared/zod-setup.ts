import { z } from "zod";
import { es } from "zod/locales";

/**
 * Zod's own messages in Spanish, on both sides, for any rule that has no message of the spec's. The
 * Spanish locale alone (`zod/locales`), not `z.locales`, which would put every language in the bundle.
 */
z.config(es());
