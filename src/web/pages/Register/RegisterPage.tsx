import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { TRegisterForm } from "../../../shared/contracts/auth";
import { MESSAGES } from "../../../shared/messages";
import { isRegistrationPasswordValid } from "../../../shared/rules/password";
import { normalizePhoneInput } from "../../../shared/rules/phone";
import { useRegisterMutation } from "../../api/auth";
import { cleanupPaymentSession, readCompletedPayment, storeRegistration } from "../../auth/browser-storage";
import { ACCESSIBLE_FORM_STYLE } from "../../components/AuthLayout";
import { CaptchaField } from "../../components/CaptchaField";
import { PublicLayout } from "../../components/PublicLayout";
import { showToast } from "../../components/toasts";
import { useCaptchaToken } from "../../components/use-captcha-token";
import { useKeepTypedValue } from "../../components/use-keep-typed-value";
import { PasswordRequirements } from "./PasswordRequirements";
import { PasswordStrengthBar } from "./PasswordStrengthBar";
import { PaymentDialog } from "./PaymentDialog";
import { RegisterHints } from "./RegisterHints";
import { describeRegisterFailure, type RegisterErrors, validateRegisterForm } from "./register-errors";

type FormValues = Omit<TRegisterForm, "captchaToken">;
const EMPTY: FormValues = { fullName: "", email: "", phone: "", password: "", confirmPassword: "" };
const TOGGLE_LABEL = { "aria-label": "Mostrar u ocultar la contraseña" };

interface Checkout {
  email: string;
  userId: string;
  paymentUrl: string;
}

/**
 * Registration (spec 01 §2, §5, §8): the form, then the payment dialog, which opens and sends the
 * browser to PayPal by itself. A visitor who comes back here after paying (the result page verified
 * it) sees the dialog's 'Pago completado', whose 'Continuar' goes to /.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const registerMutation = useRegisterMutation();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const captcha = useCaptchaToken();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [isPasswordHelpShown, setIsPasswordHelpShown] = useState(false);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [isPaymentOpen, setIsPaymentOpen] = useState(false);
  const [isAutoRedirect, setIsAutoRedirect] = useState(false);
  const [isPaid, setIsPaid] = useState(false);

  useEffect(() => {
    function showCompletedPayment(): boolean {
      const paid = readCompletedPayment();
      if (!paid) return false;
      setCheckout({ email: paid.email ?? "", userId: paid.userId, paymentUrl: "" });
      setIsPaid(true);
      setIsPaymentOpen(true);
      return true;
    }
    showCompletedPayment();
    cleanupPaymentSession("/register");
    // Back from PayPal and the result page, the browser may restore this page as it was left.
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted && showCompletedPayment()) cleanupPaymentSession("/register");
    };
    window.addEventListener("pageshow", handlePageShow);
    return () => window.removeEventListener("pageshow", handlePageShow);
  }, []);

  function handlePaymentClose() {
    setIsPaymentOpen(false);
    setIsAutoRedirect(false);
  }

  function handlePaymentComplete() {
    setIsPaymentOpen(false);
    navigate("/");
  }

  function setField(field: keyof FormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }
  const fieldRefs = {
    fullName: useKeepTypedValue((value) => setField("fullName", value)),
    email: useKeepTypedValue((value) => setField("email", value)),
    phone: useKeepTypedValue((value) => setField("phone", normalizePhoneInput(value))),
    password: useKeepTypedValue((value) => setField("password", value)),
    confirmPassword: useKeepTypedValue((value) => setField("confirmPassword", value)),
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The captcha being solved right now counts as present: the submission waits for its proof.
    const found = validateRegisterForm({
      ...values,
      captchaToken: captcha.token ?? (captcha.isSolving ? "pendiente" : ""),
    });
    setErrors(found);
    if (found.password === MESSAGES.register.passwordRules) setIsPasswordHelpShown(true);
    if (Object.keys(found).length > 0) return;
    const isSent = captcha.submitWithToken((token) => sendRegistration(token));
    if (!isSent) {
      setErrors(validateRegisterForm({ ...values, captchaToken: "" }));
    }
  }

  function sendRegistration(captchaToken: string) {
    // A captcha solution works once: whatever the answer, the next submission needs a new one.
    captcha.clear();
    setErrors((current) => {
      const { captchaToken: _solved, ...rest } = current;
      return rest;
    });
    setCaptchaResetKey((key) => key + 1);
    const email = values.email.trim();
    registerMutation.mutate(
      {
        full_name: values.fullName.trim(),
        email,
        password: values.password,
        phone: values.phone,
        recaptcha_token: captchaToken,
      },
      {
        onSuccess: (answer) => {
          storeRegistration({ email, userId: answer.user_id, paypalOrderId: answer.paypal_order_id });
          setCheckout({ email, userId: answer.user_id, paymentUrl: answer.payment_url });
          setIsAutoRedirect(true);
          setIsPaymentOpen(true);
        },
        onError: (error) => {
          const failure = describeRegisterFailure(error);
          setErrors(failure.fieldErrors);
          if (failure.fieldErrors.password) setIsPasswordHelpShown(true);
          if (failure.toast) showToast({ ...failure.toast, kind: "error" });
        },
      },
    );
  }

  return (
    <PublicLayout size="lg">
      <Stack gap="md" mt="md">
        <Anchor component={Link} to="/login" size="sm">
          ← Volver a inicio de sesión
        </Anchor>
        <Stack gap={4}>
          <Title order={1} size="h2">
            Bienvenido, cree su cuenta
          </Title>
          <Text c="dimmed">{MESSAGES.tagline}</Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder shadow="sm" radius="md" p="xl" style={ACCESSIBLE_FORM_STYLE}>
              {checkout && isPaid ? (
                <Stack gap="md">
                  <Alert color="teal" title={MESSAGES.payment.completed}>
                    Para activar su cuenta, abra el enlace que le enviamos por correo electrónico.
                  </Alert>
                  <Button onClick={handlePaymentComplete}>Continuar</Button>
                </Stack>
              ) : checkout ? (
                <Stack gap="md">
                  <Alert color="indigo" title="Registro recibido">
                    Su cuenta para {checkout.email} fue creada. Para activarla, complete el pago de la
                    suscripción; después recibirá el correo de activación.
                  </Alert>
                  <Button onClick={() => setIsPaymentOpen(true)}>Continuar con el pago</Button>
                </Stack>
              ) : (
                <form onSubmit={handleSubmit} noValidate>
                  <Stack gap="md">
                    <TextInput
                      label="Nombre completo"
                      autoComplete="name"
                      ref={fieldRefs.fullName}
                      value={values.fullName}
                      onChange={(event) => setField("fullName", event.currentTarget.value)}
                      error={errors.fullName}
                    />
                    <TextInput
                      label="Correo electrónico"
                      type="email"
                      autoComplete="email"
                      ref={fieldRefs.email}
                      value={values.email}
                      onChange={(event) => setField("email", event.currentTarget.value)}
                      error={errors.email}
                    />
                    <TextInput
                      label="Teléfono"
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      ref={fieldRefs.phone}
                      value={values.phone}
                      onChange={(event) => setField("phone", normalizePhoneInput(event.currentTarget.value))}
                      error={errors.phone}
                    />
                    <PasswordInput
                      label="Contraseña"
                      autoComplete="new-password"
                      ref={fieldRefs.password}
                      value={values.password}
                      onChange={(event) => setField("password", event.currentTarget.value)}
                      error={errors.password}
                      visibilityToggleFocusable
                      visibilityToggleButtonProps={TOGGLE_LABEL}
                    />
                    {values.password && <PasswordStrengthBar password={values.password} />}
                    <PasswordRequirements
                      isShown={isPasswordHelpShown}
                      isMet={isRegistrationPasswordValid(values.password)}
                    />
                    <PasswordInput
                      label="Confirmar contraseña"
                      autoComplete="new-password"
                      ref={fieldRefs.confirmPassword}
                      value={values.confirmPassword}
                      onChange={(event) => setField("confirmPassword", event.currentTarget.value)}
                      error={errors.confirmPassword}
                      visibilityToggleFocusable
                      visibilityToggleButtonProps={TOGGLE_LABEL}
                    />
                    <CaptchaField
                      onToken={captcha.onToken}
                      onStateChange={captcha.onStateChange}
                      error={captcha.token ? undefined : errors.captchaToken}
                      resetKey={captchaResetKey}
                    />
                    <Button type="submit" disabled={registerMutation.isPending || captcha.isWaiting}>
                      {registerMutation.isPending || captcha.isWaiting
                        ? "Creando cuenta..."
                        : MESSAGES.register.submit}
                    </Button>
                  </Stack>
                </form>
              )}
              <Group justify="center" gap="md" mt="lg">
                <Anchor component={Link} to="/terms" size="sm">
                  Términos y condiciones
                </Anchor>
                <Anchor component={Link} to="/privacy" size="sm">
                  Política de privacidad
                </Anchor>
              </Group>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <RegisterHints />
          </Grid.Col>
        </Grid>
      </Stack>
      {checkout && (
        <PaymentDialog
          opened={isPaymentOpen}
          paymentUrl={checkout.paymentUrl}
          userId={checkout.userId}
          isAutoRedirect={isAutoRedirect}
          isCompleted={isPaid}
          onClose={handlePaymentClose}
          onComplete={handlePaymentComplete}
        />
      )}
    </PublicLayout>
  );
}
