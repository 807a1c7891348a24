// Stands in for src/web/components/CaptchaField in component tests, where a real proof of work (or
// Google's script) cannot run: a button that yields a fresh token, and the same reset behaviour.
import { useEffect, useRef } from "react";

let solved = 0;

export function CaptchaField({
  onToken,
  error,
  resetKey = 0,
  onStateChange,
}: {
  onToken: (token: string | null) => void;
  error?: string;
  resetKey?: number;
  onStateChange?: (state: string) => void;
}) {
  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    onToken(null);
  }, [resetKey, onToken]);
  return (
    <div>
      <button type="button" onClick={() => onStateChange?.("verifying")}>
        Empezar captcha
      </button>
      <button
        type="button"
        onClick={() => {
          onStateChange?.("verified");
          solved += 1;
          onToken(`captcha-solution-${solved}`);
        }}
      >
        Resolver captcha
      </button>
      {error && <p>{error}</p>}
    </div>
  );
}
