import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { AUTH_REDIRECT_DELAY_MS } from "../../../shared/rules/auth";
import { isResetPasswordValid } from "../../../shared/rules/password";
import { useResetPasswordMutation, useVerifyResetToken } from "../../api/auth";
import { ApiError } from "../../api/http-client";
import { AuthLayout } from "../../components/AuthLayout";
import { CaptchaField } from "../../components/CaptchaField";

/** The reset rule (spec 01 §5): 12 or more characters, no maximum, and no double quote among specials. */
export const RESET_PASSWORD_RULES =
  "La contraseña debe tener al menos 12 caracteres, una mayúscula, una minúscula, un número y un carácter especial (# $ % & _ -)";

const TOGGLE_LABEL = { "aria-label": "Mostrar u ocultar la contraseña" };

interface ResetErrors {
  password?: string;
  confirm?: string;
  captcha?: string;
  form?: string;
}

function Checking() {
  return (
    <AuthLayout title="Restablecer contraseña">
      <Center py="lg">
        <Stack align="center" gap="sm">
          <Loader aria-label="Verificando el enlace" />
          <Text>Verificando el enlace...</Text>
        </Stack>
      </Center>
    </AuthLayout>
  );
}

/** /reset-password?token=: checks the link, then the new password form; done returns to / after 3 s. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const check = useVerifyResetToken(token);
  const resetMutation = useResetPasswordMutation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [errors, setErrors] = useState<ResetErrors>({});
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  const isLinkInvalid =
    !token || check.data === false || (check.error instanceof ApiError && check.error.status === 400);

  useEffect(() => {
    if (isLinkInvalid) navigate("/reset-token-expired", { replace: true });
  }, [isLinkInvalid, navigate]);

  useEffect(() => {
    if (doneMessage === null) return;
    const timer = setTimeout(() => navigate("/", { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doneMessage, navigate]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: ResetErrors = {};
    if (!isResetPasswordValid(password)) found.password = RESET_PASSWORD_RULES;
    if (password !== confirm) found.confirm = MESSAGES.register.passwordsDiffer;
    if (!captchaToken) found.captcha = MESSAGES.recovery.captchaRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !token || !captchaToken) return;
    // A captcha solution works once, whatever the answer.
    setCaptchaToken(null);
    setCaptchaResetKey((key) => key + 1);
    resetMutation.mutate(
      { token, new_password: password, recaptcha_token: captchaToken },
      {
        onSuccess: (answer) => setDoneMessage(answer.message),
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === "CAPTCHA_REQUIRED" || error.code === "CAPTCHA_INVALID")
          ) {
            setErrors({ captcha: error.message });
          } else if (error instanceof ApiError && error.code !== "RESET_TOKEN_INVALID") {
            setErrors({ form: error.message });
          } else {
            setErrors({ form: MESSAGES.recovery.resetFailed });
          }
        },
      },
    );
  }

  if (isLinkInvalid || check.isPending) return <Checking />;

  if (check.isError) {
    return (
      <AuthLayout title="Restablecer contraseña">
        <Alert color="red" title="No se pudo verificar el enlace">
          {check.error.message}
        </Alert>
        <Button onClick={() => void check.refetch()}>Reintentar</Button>
      </AuthLayout>
    );
  }

  if (doneMessage !== null) {
    return (
      <AuthLayout title={MESSAGES.recovery.resetDone}>
        <Text>{doneMessage}</Text>
        <Text c="dimmed">Será redirigido al inicio de sesión en unos segundos.</Text>
        <Anchor component={Link} to="/login">
          Ir a iniciar sesión
        </Anchor>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Restablecer contraseña" subtitle="Elija una contraseña nueva para su cuenta.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red">
              {errors.form}
              {errors.form === MESSAGES.recovery.resetFailed && (
                <Text size="sm" mt={4}>
                  <Anchor component={Link} to="/forgot-password" size="sm">
                    Solicitar un enlace nuevo
                  </Anchor>
                </Text>
              )}
            </Alert>
          )}
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            description={errors.password ? undefined : RESET_PASSWORD_RULES}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            visibilityToggleFocusable
            visibilityToggleButtonProps={TOGGLE_LABEL}
          />
          <PasswordInput
            label="Confirmar contraseña"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={errors.confirm}
            visibilityToggleFocusable
            visibilityToggleButtonProps={TOGGLE_LABEL}
          />
          <CaptchaField onToken={setCaptchaToken} error={errors.captcha} resetKey={captchaResetKey} />
          <Button type="submit" disabled={resetMutation.isPending}>
            {resetMutation.isPending ? "Actualizando..." : "Actualizar contraseña"}
          </Button>
          <Text size="sm" c="dimmed">
            {MESSAGES.recovery.resetGeneric}
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
