import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import {
  IDENTITY_MAX_ATTEMPTS,
  IDENTITY_MESSAGES,
  type TIdentityCheckResponse,
  ZIdentityCheckRequest,
} from "../../../shared/contracts/subscriptions";
import { ApiError } from "../../api/http-client";
import { checkIdentity } from "../../api/subscriptions";

/**
 * Step 1 of the cancel/reactivate screen (spec 01 §2, §5, §8): e-mail and password, checked by the
 * server (which takes at least the spec's one second and shares the login's lockout). Three failures
 * disable the button.
 */
export function IdentityForm({ onVerified }: { onVerified: (identity: TIdentityCheckResponse) => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [isLocked, setIsLocked] = useState(false);
  const [isChecking, setIsChecking] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = ZIdentityCheckRequest.safeParse({ email, password });
    if (!parsed.success) {
      const errors: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as "email" | "password";
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setIsChecking(true);
    try {
      onVerified(await checkIdentity(parsed.data));
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : "";
      if (code === "IDENTITY_LOCKED") {
        setIsLocked(true);
        setError(IDENTITY_MESSAGES.locked);
      } else if (code === "IDENTITY_INVALID") {
        const count = failures + 1;
        setFailures(count);
        if (count >= IDENTITY_MAX_ATTEMPTS) {
          setIsLocked(true);
          setError(IDENTITY_MESSAGES.locked);
        } else setError(IDENTITY_MESSAGES.invalid);
      } else if (failure instanceof ApiError && failure.status === 403) {
        setError(failure.message);
      } else setError(IDENTITY_MESSAGES.unexpected);
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          value={email}
          error={fieldErrors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
        />
        <Button type="submit" loading={isChecking} disabled={isLocked} fullWidth>
          Verificar identidad
        </Button>
      </Stack>
    </form>
  );
}
