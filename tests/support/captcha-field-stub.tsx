// Stands in for src/web/components/CaptchaField in component tests, where a real proof of work (or
// Google's script) cannot run: a button that yields a fresh token, and the same reset behaviour.
import { useEffect, useRef } from "react";

let solved = 0;

export function CaptchaField({
  onToken,
  error,
  resetKey = 0,
}: {
  onToken: (token: string | null) => void;
  error?: string;
  resetKey?: number;
}) {
  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    onToken(null);
  }, [resetKey, onToken]);
  return (
    <div>
      <button
        type="button"
        onClick={() => {
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
