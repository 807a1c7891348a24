import { describe, expect, it } from "vitest";
import { activationEmail, passwordResetEmail, paymentConfirmationEmail } from "./templates";

const sender = { appName: "Licita", supportEmail: "soporte@licita.mx" };
const hostileName = '<script>alert("x")</script> Ana & "Beto"';

describe("mail templates", () => {
  it("activation: subject, button, the link in both parts, once and 30 minutes, support footer", () => {
    const link = "https://licita.example.mx/activate-account?token=abc123&lang=es";
    const email = activationEmail({ ...sender, fullName: "Ana López", link, minutes: 30 });
    expect(email.subject).toBe("Active su cuenta de Licita");
    expect(email.primaryLink).toBe(link);
    expect(email.html).toContain(
      'href="https://licita.example.mx/activate-account?token=abc123&amp;lang=es"',
    );
    expect(email.html).toContain(">Activar mi cuenta</a>");
    expect(email.html).toContain("background-color:#3b5bdb");
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(email.html).toContain('href="mailto:soporte@licita.mx"');
    // Mail clients drop <style>: everything must be inline.
    expect(email.html).not.toMatch(/<style|class=/);
    expect(email.text).toContain("Hola, Ana López:");
    expect(email.text).toContain(link);
    expect(email.text).toContain("una sola vez y vence en 30 minutos");
    expect(email.html).toContain("una sola vez y vence en <strong>30 minutos</strong>");
    expect(email.text).toContain("soporte@licita.mx");
  });

  it("escapes every value put into the HTML", () => {
    const email = activationEmail({
      appName: "Licita <b>",
      supportEmail: "soporte@licita.mx",
      fullName: hostileName,
      link: 'https://licita.example.mx/a?t="><script>x</script>',
      minutes: 30,
    });
    expect(email.html).not.toContain("<script");
    expect(email.html).not.toContain("<b>");
    expect(email.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ana &amp; &quot;Beto&quot;",
    );
    expect(email.html).toContain("Licita &lt;b&gt;");
    // The text part is plain text: the name is shown as typed.
    expect(email.text).toContain(`Hola, ${hostileName}:`);
  });

  it("refuses a link that is not http(s)", () => {
    expect(() =>
      activationEmail({ ...sender, fullName: "Ana", link: "javascript:alert(1)", minutes: 30 }),
    ).toThrow(TypeError);
  });

  it("password reset: subject, button, once, 30 minutes, and 'ignore it if you did not ask'", () => {
    const link = "http://localhost:3000/reset-password?token=r3s3t";
    const email = passwordResetEmail({ ...sender, fullName: hostileName, link, minutes: 30 });
    expect(email.subject).toBe("Restablezca su contraseña de Licita");
    expect(email.primaryLink).toBe(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain(">Restablecer contraseña</a>");
    expect(email.html).not.toContain("<script");
    expect(email.text).toContain(link);
    expect(email.text).toContain("una sola vez y vence en 30 minutos");
    expect(email.text).toContain("Si usted no lo solicitó, ignore este mensaje");
  });

  it("payment confirmation: amount, plan, paid-through date in Mexico City, pending activation", () => {
    // 03:00 UTC on 1 February is still 31 January in Mexico City (UTC-6).
    const paidThrough = new Date("2026-02-01T03:00:00Z");
    const pending = paymentConfirmationEmail({
      ...sender,
      fullName: hostileName,
      planName: "Suscripción mensual",
      amount: "99.9",
      currency: "USD",
      paidThrough,
      activationPending: true,
    });
    expect(pending.subject).toBe("Confirmación de pago de su suscripción a Licita");
    expect(pending.primaryLink).toBeUndefined();
    expect(pending.text).toContain("Confirmamos el pago de 99.9 USD por Suscripción mensual.");
    expect(pending.text).toContain("Su suscripción está pagada hasta el 31/01/2026.");
    expect(pending.html).toContain("<strong>99.9 USD</strong>");
    expect(pending.html).toContain("<strong>31/01/2026</strong>");
    expect(pending.html).not.toContain("<script");
    expect(pending.text).toContain("En un correo aparte le enviamos el enlace para activar su cuenta.");

    const renewal = paymentConfirmationEmail({
      ...sender,
      fullName: "Ana",
      planName: "Suscripción mensual",
      amount: 99.9,
      currency: "USD",
      paidThrough,
      activationPending: false,
    });
    expect(renewal.text).toContain("99.9 USD");
    expect(renewal.text).not.toContain("activar su cuenta");
  });
});
