/** HTML of the sandbox's buyer pages: Spanish, no script (the CSP allows none inline), every value escaped. */
import { ECHECK_CLEARING_MS } from "./sandbox-charges";

const ECHECK_SECONDS = ECHECK_CLEARING_MS / 1000;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "Helvetica Neue", Arial, sans-serif; background: #f5f7fa; color: #1a1a1a; }
  header { background: #ffffff; border-bottom: 1px solid #dde3ea; padding: 16px 24px; display: flex;
    align-items: center; gap: 12px; }
  .logo { font-size: 24px; font-weight: 700; font-style: italic; color: #003087; }
  .logo span { color: #005ea6; }
  .badge { background: #fff4ce; color: #5c4400; border: 1px solid #e0c35a; border-radius: 12px;
    padding: 2px 10px; font-size: 13px; font-weight: 600; }
  main { max-width: 460px; margin: 32px auto; background: #ffffff; border: 1px solid #dde3ea;
    border-radius: 12px; padding: 28px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  p { line-height: 1.5; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 20px 0; }
  dt { color: #4a5563; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  form { margin: 0 0 12px; }
  button { width: 100%; font-size: 17px; font-weight: 700; border-radius: 24px; padding: 12px; cursor: pointer; }
  .approve { background: #ffc439; border: 1px solid #e0a800; color: #111111; }
  .cancel { background: #ffffff; border: 1px solid #4a5563; color: #1a1a1a; }
  .note { font-size: 14px; color: #4a5563; }
  fieldset { border: 1px solid #dde3ea; border-radius: 8px; margin: 0 0 16px; padding: 12px 16px; }
  legend { font-weight: 600; padding: 0 4px; }
  label { display: block; margin: 6px 0; line-height: 1.4; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="logo" aria-label="PayPal">Pay<span>Pal</span></div><div class="badge">Sandbox de PayPal integrado</div></header>
<main>
${content}
</main>
</body>
</html>`;
}

export interface CheckoutPageData {
  brandName: string;
  planName: string;
  priceLabel: string;
  email?: string;
  baToken: string;
  /** Absolute paths of the two form actions (same origin). */
  approveAction: string;
  cancelAction: string;
}

/** The buyer's approval page, the counterpart of PayPal's sandbox checkout. */
export function renderCheckoutPage(data: CheckoutPageData): string {
  const hidden = `<input type="hidden" name="ba_token" value="${escapeHtml(data.baToken)}">`;
  return page(
    "Pagar con PayPal - Sandbox de PayPal integrado",
    `<h1>Autorice su suscripción</h1>
<p>${escapeHtml(data.brandName)} le solicita autorizar un pago recurrente.</p>
<dl>
<dt>Plan</dt><dd>${escapeHtml(data.planName)}</dd>
<dt>Importe</dt><dd>${escapeHtml(data.priceLabel)}</dd>
<dt>Cuenta</dt><dd>${escapeHtml(data.email ?? "Sin correo electrónico")}</dd>
</dl>
<form method="post" action="${escapeHtml(data.approveAction)}">${hidden}
<fieldset><legend>Forma de pago</legend>
<label><input type="radio" name="funding" value="balance" checked> Saldo de PayPal: el cobro se registra al aprobar</label>
<label><input type="radio" name="funding" value="echeck"> eCheck: el cobro queda pendiente y se registra ${ECHECK_SECONDS} segundos después</label>
</fieldset>
<button class="approve" type="submit">Aprobar pago</button></form>
<form method="post" action="${escapeHtml(data.cancelAction)}">${hidden}<button class="cancel" type="submit">Cancelar</button></form>
<p class="note">Este es el sandbox de PayPal que ${escapeHtml(data.brandName)} incluye para funcionar sin una cuenta de PayPal: no se mueve dinero real. Con credenciales de PayPal configuradas, esta página es la de PayPal.</p>`,
  );
}

/** A page that explains why the checkout cannot continue (unknown or already used token) or how it ended. */
export function renderCheckoutMessage(title: string, message: string): string {
  return page(
    `${title} - Sandbox de PayPal integrado`,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`,
  );
}
