import { z } from "zod";

/**
 * The invisible marks that reorder text (Unicode's bidirectional embeddings, overrides, isolates and
 * marks, and the Arabic letter mark): 'Obra\u202Efdp.exe' shows as 'Obraexe.pdf'. Spanish text has no
 * use for them; they arrive pasted from a PDF or a web page, or on purpose to make one name read as
 * another. Stop 25, w-25e.
 */
export const BIDI_CONTROL_CHARACTERS =
  "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069";
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The text without its direction marks: nothing a reader sees is lost, only the reordering. */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}

/**
 * A name as the API answers it: a name stored before the marks were removed on entry is shown without
 * them too (the stored row is not rewritten).
 */
export const ZShownName = z.string().overwrite(stripBidiControls);
