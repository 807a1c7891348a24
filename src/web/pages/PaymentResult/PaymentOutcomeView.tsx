import { Alert, Anchor, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { ACCOUNT_TOKEN_TTL_MINUTES } from "../../../shared/rules/auth";
import { AuthLayout } from "../../components/AuthLayout";
import type { FailureVariant, PaymentOutcome, PaymentPage } from "./payment-verification";

// Outcomes that a later look may settle: the page offers to verify again (a new page load).
const WORTH_RECHECKING: FailureVariant[] = ["no-response", "uncertain", "pending", "partial", "unconfirmed"];

function SuccessView({
  outcome,
  isSignedIn,
}: {
  outcome: Extract<PaymentOutcome, { kind: "success" }>;
  isSignedIn: boolean;
}) {
  const title = outcome.isAlreadyProcessed ? MESSAGES.payment.alreadyProcessed : MESSAGES.payment.success;
  return (
    <AuthLayout title={title}>
      <Alert color="cyan" title={MESSAGES.payment.completed}>
        Para activar su cuenta, abra el enlace que le enviamos por correo electrónico. El enlace es válido por{" "}
        {ACCOUNT_TOKEN_TTL_MINUTES} minutos.
      </Alert>
      {outcome.message !== title && <Text>{outcome.message}</Text>}
      {!isSignedIn && outcome.email && (
        // A long address has no space to wrap at: without this it runs out of the card at 390 px.
        <Text style={{ overflowWrap: "anywhere" }}>
          Correo de registro: <strong>{outcome.email}</strong>
        </Text>
      )}
      {outcome.isAlreadyProcessed && (
        <Text size="sm">
          ¿El enlace ya expiró?{" "}
          <Anchor component={Link} to="/activation-expired" size="sm">
            Solicite uno nuevo
          </Anchor>
        </Text>
      )}
      <Button component={Link} to="/">
        {MESSAGES.payment.home}
      </Button>
    </AuthLayout>
  );
}

function FailureView({
  outcome,
  page,
  onRecheck,
}: {
  outcome: Extract<PaymentOutcome, { kind: "failure" }>;
  page: PaymentPage;
  onRecheck: () => void;
}) {
  if (outcome.variant === "pending") return <PendingView outcome={outcome} />;
  // 'Verificación Parcial' counts as non-error (spec 02 §8): a warning, not a failure.
  const color = outcome.variant === "partial" || outcome.variant === "cancelled" ? "orange" : "red";
  return (
    <AuthLayout title={outcome.title}>
      <Alert color={color}>{outcome.message}</Alert>
      <Stack gap="sm">
        {WORTH_RECHECKING.includes(outcome.variant) && (
          <Button variant="light" onClick={onRecheck}>
            Verificar de nuevo
          </Button>
        )}
        <Group>
          <Button component={Link} to="/register">
            {page === "cancel" ? MESSAGES.payment.retry : MESSAGES.payment.backToRegister}
          </Button>
          <Button component={Link} to="/" variant="default">
            {MESSAGES.payment.home}
          </Button>
        </Group>
      </Stack>
    </AuthLayout>
  );
}

/**
 * A payment PayPal approved and is still clearing (an eCheck): said as pending, not as an error, with
 * no way back to the registration (the visitor has paid). The page checks again by itself.
 */
function PendingView({ outcome }: { outcome: Extract<PaymentOutcome, { kind: "failure" }> }) {
  return (
    <AuthLayout title={outcome.title}>
      <Alert color="blue" role="status">
        {outcome.message}
      </Alert>
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm">
          Esta página vuelve a consultar a PayPal cada pocos segundos y se actualizará sola.
        </Text>
      </Group>
      <Button component={Link} to="/" variant="default">
        {MESSAGES.payment.home}
      </Button>
    </AuthLayout>
  );
}

/** The verified outcome of a PayPal return: success (or already processed) or one failure card. */
export function PaymentOutcomeView(props: {
  outcome: PaymentOutcome;
  page: PaymentPage;
  isSignedIn: boolean;
  onRecheck: () => void;
}) {
  if (props.outcome.kind === "success") {
    return <SuccessView outcome={props.outcome} isSignedIn={props.isSignedIn} />;
  }
  return <FailureView outcome={props.outcome} page={props.page} onRecheck={props.onRecheck} />;
}
