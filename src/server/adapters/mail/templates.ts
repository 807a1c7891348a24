import { formatMexicoDate } from "./html";
import { renderEmail } from "./layout";
import type { MailMessage } from "./mailer";

/** A message without its recipient: what a template produces. */
export type MailContent = Omit<MailMessage, "to">;

interface Sender {
  appName: string;
  supportEmail: string;
}

interface LinkEmailInput extends Sender {
  fullName: string;
  /** Absolute http(s) URL carrying the one-time token. */
  link: string;
  /** How long the link lives (ACCOUNT_TOKEN_TTL_MINUTES). */
  minutes: number;
}

/** Sent once the payment is confirmed, and again on 'Reenviar correo de activación'. */
export function activationEmail(input: LinkEmailInput): MailContent {
  const subject = `Active su cuenta de ${input.appName}`;
  return {
    subject,
    primaryLink: input.link,
    ...renderEmail({
      appName: input.appName,
      supportEmail: input.supportEmail,
      subject,
      preheader: `Su enlace de activación funciona una sola vez y vence en ${input.minutes} minutos.`,
      heading: "Active su cuenta",
      paragraphs: [
        [`Hola, ${input.fullName}:`],
        [
          `Gracias por suscribirse a ${input.appName}. Para empezar a usar su cuenta, actívela con el botón `,
          { strong: "Activar mi cuenta" },
          ".",
        ],
      ],
      button: { label: "Activar mi cuenta", link: input.link },
      closing: [
        [
          "El enlace funciona una sola vez y vence en ",
          { strong: `${input.minutes} minutos` },
          ". Si vence, solicite uno nuevo desde la página de activación.",
        ],
        ["Si usted no creó esta cuenta, ignore este mensaje."],
      ],
    }),
  };
}

/** Sent on a password-recovery request for an existing account. */
export function passwordResetEmail(input: LinkEmailInput): MailContent {
  const subject = `Restablezca su contraseña de ${input.appName}`;
  return {
    subject,
    primaryLink: input.link,
    ...renderEmail({
      appName: input.appName,
      supportEmail: input.supportEmail,
      subject,
      preheader: `Su enlace para restablecer la contraseña vence en ${input.minutes} minutos.`,
      heading: "Restablezca su contraseña",
      paragraphs: [
        [`Hola, ${input.fullName}:`],
        [
          `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${input.appName}. `,
          "Para elegir una nueva, use el botón ",
          { strong: "Restablecer contraseña" },
          ".",
        ],
      ],
      button: { label: "Restablecer contraseña", link: input.link },
      closing: [
        [
          "El enlace funciona una sola vez y vence en ",
          { strong: `${input.minutes} minutos` },
          ". Si vence, solicite uno nuevo desde la página de inicio de sesión.",
        ],
        ["Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará."],
      ],
    }),
  };
}

/** Sent when an administrator creates an account: the person chooses its own password. */
export function accountInvitationEmail(input: LinkEmailInput & { hours: number }): MailContent {
  const subject = `Su cuenta de ${input.appName} está lista`;
  return {
    subject,
    primaryLink: input.link,
    ...renderEmail({
      appName: input.appName,
      supportEmail: input.supportEmail,
      subject,
      preheader: `Defina su contraseña; el enlace vence en ${input.hours} horas.`,
      heading: "Defina su contraseña",
      paragraphs: [
        [`Hola, ${input.fullName}:`],
        [
          `Un administrador creó su cuenta de ${input.appName} con este correo. Para entrar, elija su `,
          "contraseña con el botón ",
          { strong: "Definir contraseña" },
          " y después inicie sesión.",
        ],
      ],
      button: { label: "Definir contraseña", link: input.link },
      closing: [
        [
          "El enlace funciona una sola vez y vence en ",
          { strong: `${input.hours} horas` },
          ". Si vence, use '¿Olvidó su contraseña?' en la página de inicio de sesión.",
        ],
        ["Si no esperaba este mensaje, ignórelo."],
      ],
    }),
  };
}

interface PaymentEmailInput extends Sender {
  fullName: string;
  /** 'Suscripción mensual' (MONTHLY_PLAN.name). */
  planName: string;
  /** As the plan states it, e.g. '99.9' or 99.9. */
  amount: string | number;
  currency: string;
  /** End of the paid period. */
  paidThrough: Date;
  /** True on the first payment: the account still has to be activated through its own e-mail. */
  activationPending: boolean;
}

/** Sent when a payment (first or renewal) is confirmed with the provider. */
export function paymentConfirmationEmail(input: PaymentEmailInput): MailContent {
  const subject = `Confirmación de pago de su suscripción a ${input.appName}`;
  const amount = `${input.amount} ${input.currency}`;
  const paidThrough = formatMexicoDate(input.paidThrough);
  return {
    subject,
    ...renderEmail({
      appName: input.appName,
      supportEmail: input.supportEmail,
      subject,
      preheader: `Recibimos su pago de ${amount}. Su suscripción está pagada hasta el ${paidThrough}.`,
      heading: "Pago recibido",
      paragraphs: [
        [`Hola, ${input.fullName}:`],
        ["Confirmamos el pago de ", { strong: amount }, " por ", { strong: input.planName }, "."],
        ["Su suscripción está pagada hasta el ", { strong: paidThrough }, "."],
      ],
      details: [
        ["Plan", input.planName],
        ["Importe", amount],
        ["Pagado hasta", paidThrough],
      ],
      closing: [
        input.activationPending
          ? [
              "En un correo aparte le enviamos el enlace para activar su cuenta. ",
              "Si no lo encuentra, revise también la carpeta de correo no deseado.",
            ]
          : ["Conserve este correo como comprobante de su pago."],
      ],
    }),
  };
}
