import { Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { confirmPayment } from "../../api/auth";
import {
  cleanupPaymentSession,
  readRegistration,
  readStoredUser,
  storePaymentTransaction,
} from "../../auth/browser-storage";
import { AuthLayout } from "../../components/AuthLayout";
import { PaymentOutcomeView } from "./PaymentOutcomeView";
import {
  type PaymentOutcome,
  type PaymentPage,
  readPaymentReturn,
  verifyPaymentReturn,
} from "./payment-verification";

// Verification runs once per page load (spec 02 §4): React's development double effect and remounts
// share the first run instead of asking the server again.
const verifications = new Map<string, Promise<PaymentOutcome>>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function startVerification(page: PaymentPage, search: string): Promise<PaymentOutcome> {
  const returningUserId = new URLSearchParams(search).get("user_id");
  cleanupPaymentSession(page === "success" ? "/payment-success" : "/payment-cancel", returningUserId);
  const input = readPaymentReturn(page, search, readRegistration());
  return verifyPaymentReturn(input, { confirm: confirmPayment, sleep }).then((outcome) => {
    if (input.token && input.userId) {
      storePaymentTransaction({
        token: input.token,
        transaction_id: input.subscriptionId ?? input.storedOrderId ?? "",
        ...(input.payerId ? { payer_id: input.payerId } : {}),
        user_id: input.userId,
        outcome: outcome.kind === "success" ? "success" : outcome.variant,
        recorded_at: new Date().toISOString(),
      });
    }
    return outcome;
  });
}

/** The page must always end in a view, whatever went wrong on the way. */
function settle(pending: Promise<PaymentOutcome>): Promise<PaymentOutcome> {
  return pending.catch(
    (): PaymentOutcome => ({
      kind: "failure",
      variant: "unexpected",
      title: MESSAGES.payment.unexpected,
      message: "Ocurrió un problema inesperado al verificar el pago.",
    }),
  );
}

/** /payment-success and /payment-cancel: verify with the server first, then say what happened. */
export function PaymentResultPage({ page }: { page: PaymentPage }) {
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [isSignedIn] = useState(() => readStoredUser() !== null);

  useEffect(() => {
    const key = `${page}${search}`;
    let pending = verifications.get(key);
    if (!pending) {
      pending = settle(startVerification(page, search));
      verifications.set(key, pending);
    }
    let isCurrent = true;
    void pending.then((result) => {
      if (isCurrent) setOutcome(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [page, search]);

  if (!outcome) {
    return (
      <AuthLayout title={MESSAGES.payment.verifying}>
        <Center py="lg">
          <Stack align="center" gap="sm">
            <Loader aria-label={MESSAGES.payment.verifying} />
            <Text>Estamos confirmando su pago con PayPal. Esto puede tardar unos segundos.</Text>
          </Stack>
        </Center>
      </AuthLayout>
    );
  }
  return (
    <PaymentOutcomeView
      outcome={outcome}
      page={page}
      isSignedIn={isSignedIn}
      onRecheck={() => window.location.reload()}
    />
  );
}

/** /payment-success, as its own export so the router can load the page lazily. */
export function PaymentSuccessPage() {
  return <PaymentResultPage page="success" />;
}

/** /payment-cancel. */
export function PaymentCancelPage() {
  return <PaymentResultPage page="cancel" />;
}
