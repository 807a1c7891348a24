import { escapeHtml, formatMexicoDateTime, linkifyText } from "../../adapters/mail/html";
import type { OutboxEntry } from "../../adapters/mail/outbox-mailer";

/** Only a stylesheet block and inline styles: the CSP allows no inline script, and none is needed. */
const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
    color: #212529; background: #f8f9fa; line-height: 1.5; }
  header { background: #3b5bdb; color: #ffffff; padding: 16px 24px; }
  header p { margin: 0; font-size: 20px; font-weight: 700; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 24px; margin: 0 0 8px; }
  .note { color: #495057; margin: 0 0 24px; }
  table { width: 100%; border-collapse: collapse; background: #ffffff; border: 1px solid #dee2e6; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #dee2e6; vertical-align: top; }
  th { background: #f1f3f5; font-size: 14px; }
  td { overflow-wrap: anywhere; }
  a { color: #364fc7; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #ffffff; border: 1px solid #dee2e6;
    padding: 16px; font-size: 15px; }
  nav { display: flex; gap: 16px; margin: 0 0 16px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

function page(title: string, appName: string | undefined, body: string): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="es">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(appName ? `${title} · ${appName}` : title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    appName ? `<header><p>${escapeHtml(appName)}</p></header>` : "",
    `<main>${body}</main>`,
    "</body>",
    "</html>",
  ].join("\n");
}

/** The list: newest first, one row per message, a 'Ver' link to each. */
export function renderOutboxList(entries: OutboxEntry[], appName?: string): string {
  const intro =
    "<h1>Bandeja de salida</h1>" +
    '<p class="note">Correos que la aplicación envió sin servidor SMTP configurado. ' +
    "Esta página solo existe fuera de producción.</p>";
  if (entries.length === 0) {
    return page("Bandeja de salida", appName, `${intro}<p>No hay correos en la bandeja de salida.</p>`);
  }
  const rows = entries
    .map((entry) => {
      const href = `/outbox/${encodeURIComponent(entry.id)}`;
      return (
        "<tr>" +
        `<td>${escapeHtml(formatMexicoDateTime(new Date(entry.date)))}</td>` +
        `<td>${escapeHtml(entry.to)}</td>` +
        `<td>${escapeHtml(entry.subject)}</td>` +
        `<td><a href="${escapeHtml(href)}">Ver</a></td>` +
        "</tr>"
      );
    })
    .join("\n");
  const table =
    '<table><thead><tr><th scope="col">Fecha</th><th scope="col">Para</th><th scope="col">Asunto</th>' +
    `<th scope="col"><span class="visually-hidden">Acciones</span></th></tr></thead><tbody>${rows}</tbody></table>`;
  return page("Bandeja de salida", appName, intro + table);
}

/**
 * One message: its text part in a <pre>, every URL a link. The HTML part is not rendered here (it
 * would run in this site's origin); the .eml download opens it in a mail client instead.
 */
export function renderOutboxMessage(entry: OutboxEntry, appName?: string): string {
  const id = encodeURIComponent(entry.id);
  const body =
    `<nav><a href="/outbox">Volver a la bandeja de salida</a><a href="/outbox/${escapeHtml(id)}/eml" download>Descargar .eml</a></nav>` +
    `<h1>${escapeHtml(entry.subject)}</h1>` +
    "<dl>" +
    `<dt>Fecha</dt><dd>${escapeHtml(formatMexicoDateTime(new Date(entry.date)))}</dd>` +
    `<dt>Para</dt><dd>${escapeHtml(entry.to)}</dd>` +
    "</dl>" +
    `<pre>${linkifyText(entry.text)}</pre>`;
  return page(entry.subject, appName, body);
}
