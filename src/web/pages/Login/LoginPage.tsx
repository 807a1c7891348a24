import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ERROR_CODES } from "../../../shared/errors";
import { MESSAGES } from "../../../shared/messages";
import { useLoginMutation } from "../../api/auth";
import { useAuth } from "../../auth/AuthProvider";
import { accessRefusalFor, homePathFor } from "../../auth/access";
import type { LoginRedirectState } from "../../auth/guards";
import { AuthLayout } from "../../components/AuthLayout";
import { CaptchaField } from "../../components/CaptchaField";
import { showToast } from "../../components/toasts";
import { useCaptchaToken } from "../../components/use-captcha-token";
import { useKeepTypedValue } from "../../components/use-keep-typed-value";
import { describeLoginFailure, minutesText } from "./login-failure";

/** Refusals that a payment fixes: the link to the reactivation flow (spec 01 §8). */
const PAYMENT_LINKS: Record<string, string> = {
  SECURE_AUTH_ERROR_NOT_PAID: "Reactivar suscripción",
  SECURE_AUTH_ERROR_PAYMENT_MISSING: "Completar el pago",
};

/** Login (spec 01 §2): e-mail, password, captcha; messages by failure count; the lockout dialog. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useAuth();
  const loginMutation = useLoginMutation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const emailRef = useKeepTypedValue(setEmail);
  const passwordRef = useKeepTypedValue(setPassword);
  const captcha = useCaptchaToken();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(
    (location.state as LoginRedirectState | null)?.notice ?? null,
  );
  const [lockedMinutes, setLockedMinutes] = useState<number | null>(null);
  const [refusalCode, setRefusalCode] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setRefusalCode(null);
    setCaptchaError(undefined);
    if (!email.trim() || !password) {
      setFormError(MESSAGES.login.required);
      return;
    }
    // Pressed while the captcha is still solving: the attempt goes out as soon as the proof is ready.
    const isSent = captcha.submitWithToken((token) => sendLogin(token));
    if (!isSent) setCaptchaError(MESSAGES.login.captchaRequired);
  }

  function sendLogin(captchaToken: string) {
    // A captcha solution works once, whatever the answer: the next attempt needs a new one.
    captcha.clear();
    setCaptchaError(undefined);
    setCaptchaResetKey((key) => key + 1);
    loginMutation.mutate(
      { email: email.trim(), password, recaptcha_token: captchaToken },
      {
        onSuccess: (response) => {
          const refusal = accessRefusalFor(response.user);
          if (refusal) {
            setFormError(ERROR_CODES[refusal].message);
            setRefusalCode(refusal);
            return;
          }
          showToast({ title: MESSAGES.login.success, kind: "success" });
          signIn(response);
          navigate(homePathFor(response.user), { replace: true });
        },
        onError: (error) => {
          const failure = describeLoginFailure(error);
          if (failure.kind === "locked") setLockedMinutes(failure.minutesLeft);
          else if (failure.kind === "captcha") setCaptchaError(failure.message);
          else {
            setFormError(failure.message);
            setRefusalCode(failure.code ?? null);
          }
        },
      },
    );
  }

  const isSubmitting = loginMutation.isPending || captcha.isWaiting;
  return (
    <AuthLayout title={MESSAGES.login.welcome} subtitle={MESSAGES.tagline}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red">
              {formError}
              {refusalCode && PAYMENT_LINKS[refusalCode] && (
                <>
                  {" "}
                  <Anchor component={Link} to="/reactivate-subscription" fw={700} c="red.9">
                    {PAYMENT_LINKS[refusalCode]}
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            ref={emailRef}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            ref={passwordRef}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
          />
          <CaptchaField
            onToken={captcha.onToken}
            onStateChange={captcha.onStateChange}
            error={captcha.token ? undefined : captchaError}
            resetKey={captchaResetKey}
          />
          <Button type="submit" disabled={isSubmitting} fullWidth>
            {isSubmitting ? MESSAGES.login.submitting : MESSAGES.login.submit}
          </Button>
          <Button component={Link} to="/register" variant="outline" fullWidth>
            {MESSAGES.login.createAccount}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {MESSAGES.login.forgot}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={lockedMinutes !== null}
        onClose={() => setLockedMinutes(null)}
        title={MESSAGES.login.locked}
        centered
      >
        <Stack gap="md">
          <Text>
            Ha superado el número máximo de intentos de inicio de sesión. Podrá intentarlo de nuevo en{" "}
            {minutesText(lockedMinutes ?? 0)}.
          </Text>
          <Button onClick={() => setLockedMinutes(null)}>Entendido</Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}
