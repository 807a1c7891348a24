import { z } from "zod";

/** Zod's own messages in Spanish, on both sides, for any rule that has no message of the spec's. */
z.config(z.locales.es());
