import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { AUTH_REDIRECT_DELAY_MS } from "../../../shared/rules/auth";
import { useForgotPasswordMutation } from "../../api/auth";
import { AuthLayout } from "../../components/AuthLayout";
import { CaptchaField } from "../../components/CaptchaField";
import { showToast } from "../../components/toasts";

/** Whether 'Enviar enlace' may be pressed (spec 01 §2): not loading, e-mails equal, a captcha token. */
export function canRequestReset(input: {
  email: string;
  repeatEmail: string;
  captchaToken: string | null;
  isLoading: boolean;
}): boolean {
  const email = input.email.trim();
  return (
    !input.isLoading && email !== "" && email === input.repeatEmail.trim() && Boolean(input.captchaToken)
  );
}

/** Password recovery request: neutral answer, then back to /; on failure after 3 s. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgotMutation = useForgotPasswordMutation();
  const [email, setEmail] = useState("");
  const [repeatEmail, setRepeatEmail] = useState("");
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const emailsDiffer = repeatEmail.trim() !== "" && email.trim() !== repeatEmail.trim();
  const isAllowed = canRequestReset({
    email,
    repeatEmail,
    captchaToken,
    isLoading: forgotMutation.isPending,
  });
  const isCaptchaMissing = email.trim() !== "" && !emailsDiffer && repeatEmail.trim() !== "" && !captchaToken;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isAllowed || !captchaToken) return;
    setFailure(null);
    // A captcha solution works once: a second request needs a new one.
    setCaptchaToken(null);
    setCaptchaResetKey((key) => key + 1);
    forgotMutation.mutate(
      { email: email.trim(), recaptcha_token: captchaToken },
      {
        onSuccess: () => {
          showToast({ title: MESSAGES.recovery.neutral, kind: "success" });
          navigate("/", { replace: true });
        },
        onError: () => {
          setFailure(MESSAGES.recovery.failed);
          redirectTimer.current = setTimeout(() => navigate("/", { replace: true }), AUTH_REDIRECT_DELAY_MS);
        },
      },
    );
  }

  return (
    <AuthLayout
      title="Recuperar contraseña"
      subtitle="Ingrese su correo electrónico y le enviaremos un enlace para restablecer su contraseña."
      backLink={{ to: "/login", label: "Volver a inicio de sesión" }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" title={failure}>
              Será redirigido al inicio en unos segundos.
            </Alert>
          )}
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <TextInput
            label="Repita su correo electrónico"
            type="email"
            autoComplete="email"
            value={repeatEmail}
            onChange={(event) => setRepeatEmail(event.currentTarget.value)}
            error={emailsDiffer ? MESSAGES.recovery.emailsDiffer : undefined}
          />
          <CaptchaField
            onToken={setCaptchaToken}
            error={isCaptchaMissing ? MESSAGES.recovery.captchaRequired : undefined}
            resetKey={captchaResetKey}
          />
          <Button type="submit" disabled={!isAllowed}>
            {forgotMutation.isPending ? "Enviando..." : MESSAGES.recovery.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
