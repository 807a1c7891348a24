import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { MESSAGES } from "../../../shared/messages";
import { useResendActivationMutation } from "../../api/auth";
import { readRegistration } from "../../auth/browser-storage";

/**
 * 'Reenviar correo de activación' (spec 01 §2, §5, §8). The answer is neutral whether or not the
 * account exists, and a failure shows the same neutral text, so the form cannot reveal accounts.
 */
export function ResendActivationForm() {
  const resendMutation = useResendActivationMutation();
  const [email, setEmail] = useState(() => readRegistration().email ?? "");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    // The spec's rule: not empty and with an "@" (an empty address has none).
    if (!address.includes("@")) {
      setIsInvalid(true);
      return;
    }
    setIsInvalid(false);
    resendMutation.mutate(address, { onSettled: () => setSentTo(address) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {isInvalid && (
          <Alert color="red" title={MESSAGES.activation.invalidEmailTitle}>
            {MESSAGES.activation.invalidEmail}
          </Alert>
        )}
        {sentTo && !resendMutation.isPending && (
          <Alert color="cyan" title={MESSAGES.activation.sent}>
            <Stack gap={4}>
              <Text size="sm">
                Dirección: <strong>{sentTo}</strong>
              </Text>
              <Text size="sm">{MESSAGES.activation.neutral}</Text>
            </Stack>
          </Alert>
        )}
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" disabled={resendMutation.isPending}>
          {sentTo ? MESSAGES.activation.resendAgain : MESSAGES.activation.resend}
        </Button>
      </Stack>
    </form>
  );
}
