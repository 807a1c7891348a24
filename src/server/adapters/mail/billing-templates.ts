import { formatMexicoDate } from "./html";
import { renderEmail } from "./layout";
import type { MailContent } from "./templates";

interface BillingEmailInput {
  appName: string;
  supportEmail: string;
  fullName: string;
  planName: string;
  /** '99.9 USD'. */
  amountLabel: string;
  /** The app's public URL: the reactivation link points there. */
  publicUrl: string;
}

/** Sent when PayPal could not collect a renewal (or none arrived by the paid-through date). */
export function paymentFailedEmail(input: BillingEmailInput & { paidThrough: Date | null }): MailContent {
  const subject = `No pudimos cobrar su suscripción a ${input.appName}`;
  const link = `${input.publicUrl}/reactivate-subscription`;
  const until = input.paidThrough ? formatMexicoDate(input.paidThrough) : undefined;
  return {
    subject,
    primaryLink: link,
    ...renderEmail({
      appName: input.appName,
      supportEmail: input.supportEmail,
      subject,
      preheader: "PayPal no pudo completar el cobro de su suscripción; su acceso quedó suspendido.",
      heading: "Pago no recibido",
      paragraphs: [
        [`Hola, ${input.fullName}:`],
        [
          "PayPal no pudo completar el cobro de ",
          { strong: input.amountLabel },
          " de su ",
          { strong: input.planName },
          until ? ` que vencía el ${until}.` : ".",
        ],
        [
          "Mientras tanto su cuenta no está al corriente en sus pagos y no podrá iniciar sesión. ",
          "Sus proyectos y documentos se conservan. Para recuperar el acceso, reactive su suscripción.",
        ],
      ],
      button: { label: "Reactivar suscripción", link },
      closing: [["Si ya actualizó su forma de pago en PayPal, el cobro puede reintentarse en unos días."]],
    }),
  };
}

/** Sent once when a subscription is cancelled (by the client here, or at PayPal). */
export function subscriptionCancelledEmail(
  input: BillingEmailInput & { accessUntil: Date | null },
): MailContent {
  const subject = `Su suscripción a ${input.appName} fue cancelada`;
  const link = `${input.publicUrl}/reactivate-subscription`;
  const until = input.accessUntil ? formatMexicoDate(input.accessUntil) : undefined;
  return {
    subject,
    primaryLink: link,
    ...renderEmail({
      appName: input.appName,
      supportEmail: input.supportEmail,
      subject,
      preheader: "Su suscripción fue cancelada y PayPal no le hará más cargos.",
      heading: "Suscripción cancelada",
      paragraphs: [
        [`Hola, ${input.fullName}:`],
        ["Su ", { strong: input.planName }, " fue cancelada. PayPal no le hará más cargos."],
        until
          ? ["Conserva el acceso hasta el ", { strong: until }, ", fin del periodo que ya pagó."]
          : ["El acceso terminó con la cancelación."],
        [
          "Sus proyectos y documentos se conservan: si reactiva su suscripción, los encontrará como los dejó.",
        ],
      ],
      button: { label: "Reactivar suscripción", link },
      closing: [["Si usted no pidió esta cancelación, escríbanos a la dirección de soporte."]],
    }),
  };
}
