import { useCallback, useRef, useState } from "react";

/**
 * A form's captcha token, and a submit that waits for it: pressing the button while the proof of work
 * is still being solved (the widget says 'Verificando...') queues the submission, which goes out with
 * the proof as soon as it is ready, instead of failing with 'Por favor complete el captcha' beside a
 * widget that turns green a moment later.
 */
export function useCaptchaToken() {
  const [token, setToken] = useState<string | null>(null);
  const [isSolving, setIsSolving] = useState(false);
  const [isWaiting, setIsWaiting] = useState(false);
  const queued = useRef<((token: string) => void) | null>(null);

  const onToken = useCallback((value: string | null) => {
    setToken(value);
    if (!value) return;
    setIsSolving(false);
    const submit = queued.current;
    queued.current = null;
    if (submit) {
      setIsWaiting(false);
      submit(value);
    }
  }, []);

  const onStateChange = useCallback((state: string) => {
    setIsSolving(state === "verifying");
    if (state === "error" || state === "expired") {
      queued.current = null;
      setIsWaiting(false);
    }
  }, []);

  /** Submits now with the token, or once the proof being solved is ready; false when there is neither. */
  function submitWithToken(submit: (token: string) => void): boolean {
    if (token) {
      submit(token);
      return true;
    }
    if (!isSolving) return false;
    queued.current = submit;
    setIsWaiting(true);
    return true;
  }

  return {
    token,
    isSolving,
    isWaiting,
    onToken,
    onStateChange,
    submitWithToken,
    clear: () => setToken(null),
  };
}
