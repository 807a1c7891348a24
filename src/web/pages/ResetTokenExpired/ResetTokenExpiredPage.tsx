import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { useForgotPasswordMutation } from "../../api/auth";
import { AuthLayout } from "../../components/AuthLayout";
import { CaptchaField } from "../../components/CaptchaField";

const ZAddress = z.email();

/** 'Enlace expirado' (spec 02 §2): asks for a new reset link; the answer is neutral either way. */
export function ResetTokenExpiredPage() {
  const forgotMutation = useForgotPasswordMutation();
  const [email, setEmail] = useState("");
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<"sent" | "failed" | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const isEmailValid = ZAddress.safeParse(address).success;
    setEmailError(isEmailValid ? undefined : MESSAGES.recovery.invalidEmail);
    setCaptchaError(captchaToken ? undefined : MESSAGES.recovery.captchaRequired);
    if (!isEmailValid || !captchaToken) return;
    setOutcome(null);
    // A captcha solution works once, whatever the answer.
    setCaptchaToken(null);
    setCaptchaResetKey((key) => key + 1);
    forgotMutation.mutate(
      { email: address, recaptcha_token: captchaToken },
      {
        onSuccess: () => setOutcome("sent"),
        onError: () => setOutcome("failed"),
      },
    );
  }

  return (
    <AuthLayout
      title={MESSAGES.recovery.expiredTitle}
      subtitle="El enlace para restablecer su contraseña ya no es válido. Solicite uno nuevo."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {outcome === "sent" && <Alert color="cyan">{MESSAGES.recovery.expiredNeutral}</Alert>}
          {outcome === "failed" && <Alert color="red">{MESSAGES.recovery.failed}</Alert>}
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          <CaptchaField onToken={setCaptchaToken} error={captchaError} resetKey={captchaResetKey} />
          <Button type="submit" disabled={forgotMutation.isPending}>
            {MESSAGES.recovery.expiredSubmit}
          </Button>
          <Text size="sm">
            <Anchor component={Link} to="/login" size="sm">
              Volver a inicio de sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
