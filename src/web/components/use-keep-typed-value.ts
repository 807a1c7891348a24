import { useCallback, useRef } from "react";

/**
 * A ref for a field of a screen the server sends already drawn (/login, /register): what the visitor
 * typed (or the browser autofilled) before the app took the page over is read from the field when it
 * is adopted and given to `keep`, so the form's state holds it instead of wiping it on the next render.
 * A field drawn by the browser itself starts empty, and nothing happens.
 */
export function useKeepTypedValue(keep: (value: string) => void): (node: HTMLInputElement | null) => void {
  const keepRef = useRef(keep);
  keepRef.current = keep;
  // Stable, so React calls it when the field is adopted or mounted, not after every render.
  return useCallback((node: HTMLInputElement | null) => {
    if (node?.value) keepRef.current(node.value);
  }, []);
}
