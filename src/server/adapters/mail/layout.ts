import { escapeHtml, isHttpUrl } from "./html";

/** Indigo 8 of the web theme: white text on it passes WCAG AA (5.7:1). */
const BRAND = "#3b5bdb";
const INK = "#212529";
const MUTED = "#495057";
const BORDER = "#dee2e6";
const PAGE = "#f1f3f5";
const FONT = "Arial, Helvetica, sans-serif";

/** A run of text; `{ strong }` is shown bold in HTML and plain in the text part. */
export type Segment = string | { strong: string };
export type Paragraph = Segment[];

export interface EmailLayout {
  appName: string;
  supportEmail: string;
  subject: string;
  /** The line mail clients show after the subject in the inbox list. */
  preheader: string;
  heading: string;
  paragraphs: Paragraph[];
  /** Label/value rows shown as a small table (payment details). */
  details?: Array<[string, string]>;
  button?: { label: string; link: string };
  /** Paragraphs after the button: how long the link lives, what to do if it was not you. */
  closing?: Paragraph[];
}

/**
 * Renders one e-mail in both forms. Every value is escaped here, once; templates only pass text.
 * Inline CSS and presentation tables only: mail clients drop <style> and ignore most layout CSS.
 */
export function renderEmail(layout: EmailLayout): { html: string; text: string } {
  if (layout.button && !isHttpUrl(layout.button.link)) {
    throw new TypeError("an e-mail button needs an absolute http(s) link");
  }
  return { html: renderHtml(layout), text: renderText(layout) };
}

function renderHtml(layout: EmailLayout): string {
  const e = escapeHtml;
  const paragraph = (segments: Paragraph, style = "") =>
    `<p style="margin:0 0 16px;${style}">${segments.map(segmentHtml).join("")}</p>`;
  const details = layout.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;border:1px solid ${BORDER};border-radius:6px;">${layout.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;color:${MUTED};font-size:14px;">${e(label)}</td><td style="padding:8px 12px;font-weight:bold;text-align:right;">${e(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const button = layout.button ? buttonHtml(layout.button.label, layout.button.link) : "";
  const closing = (layout.closing ?? []).map((segments) =>
    paragraph(segments, `font-size:14px;color:${MUTED};`),
  );
  const support = e(layout.supportEmail);
  return [
    "<!DOCTYPE html>",
    '<html lang="es">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${e(layout.subject)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background-color:${PAGE};">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(layout.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid ${BORDER};border-radius:8px;">`,
    `<tr><td style="background-color:${BRAND};border-radius:8px 8px 0 0;padding:20px 24px;font-family:${FONT};font-size:22px;font-weight:bold;color:#ffffff;">${e(layout.appName)}</td></tr>`,
    `<tr><td style="padding:24px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};">`,
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${INK};">${e(layout.heading)}</h1>`,
    ...layout.paragraphs.map((segments) => paragraph(segments)),
    details,
    button,
    ...closing,
    "</td></tr>",
    `<tr><td style="padding:16px 24px;border-top:1px solid ${BORDER};font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">`,
    `¿Necesita ayuda? Escríbanos a <a href="mailto:${support}" style="color:${BRAND};">${support}</a>.<br>`,
    "Este mensaje se envió automáticamente; por favor no responda a esta dirección.",
    "</td></tr>",
    "</table>",
    "</td></tr>",
    "</table>",
    "</body>",
    "</html>",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The button, then the bare link for clients that block the button or for copying it. */
function buttonHtml(label: string, link: string): string {
  const e = escapeHtml;
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
    `<td style="border-radius:6px;background-color:${BRAND};"><a href="${e(link)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(label)}</a></td>` +
    "</tr></table>" +
    `<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">Si el botón no funciona, copie este enlace en su navegador:<br>` +
    `<a href="${e(link)}" style="color:${BRAND};word-break:break-all;">${e(link)}</a></p>`
  );
}

function segmentHtml(segment: Segment): string {
  if (typeof segment === "string") return escapeHtml(segment);
  return `<strong>${escapeHtml(segment.strong)}</strong>`;
}

function renderText(layout: EmailLayout): string {
  const paragraph = (segments: Paragraph) =>
    segments.map((segment) => (typeof segment === "string" ? segment : segment.strong)).join("");
  const blocks = [layout.appName, layout.heading, ...layout.paragraphs.map(paragraph)];
  if (layout.details?.length) {
    blocks.push(layout.details.map(([label, value]) => `${label}: ${value}`).join("\n"));
  }
  if (layout.button) blocks.push(`${layout.button.label}:\n${layout.button.link}`);
  blocks.push(...(layout.closing ?? []).map(paragraph));
  blocks.push(
    `--\n¿Necesita ayuda? Escríbanos a ${layout.supportEmail}.\n` +
      "Este mensaje se envió automáticamente; por favor no responda a esta dirección.",
  );
  return `${blocks.join("\n\n")}\n`;
}
