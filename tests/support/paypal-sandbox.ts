import type { FastifyInstance } from "fastify";

/**
 * Acts as the buyer on the built-in sandbox's approval page: opens `paymentUrl`, finds the form whose
 * button reads `buttonLabel`, submits it as a browser would (same origin; checked radio buttons only,
 * or the `funding` chosen) and returns where PayPal sends the buyer back (the Location of the redirect).
 */
export async function submitSandboxApproval(
  app: FastifyInstance,
  paymentUrl: string,
  buttonLabel: "Aprobar pago" | "Cancelar" = "Aprobar pago",
  options: { funding?: "balance" | "echeck" } = {},
): Promise<URL> {
  const url = new URL(paymentUrl);
  const page = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200) throw new Error(`approval page answered ${page.statusCode}`);
  const forms = [...page.body.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)];
  const form = forms.find((match) => match[2]!.includes(buttonLabel));
  if (!form) throw new Error(`no form with '${buttonLabel}' on the approval page`);
  const action = /action="([^"]*)"/i.exec(form[1]!)?.[1]?.replaceAll("&amp;", "&") ?? url.pathname;
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    const value = /value="([^"]*)"/i.exec(input[0])?.[1] ?? "";
    if (/type="radio"/i.test(input[0])) {
      const isChosen = options.funding ? value === options.funding : /\bchecked\b/i.test(input[0]);
      if (!isChosen) continue;
    }
    if (name) fields.append(name, value.replaceAll("&amp;", "&"));
  }
  const target = new URL(action, url);
  const response = await app.inject({
    method: "POST",
    url: `${target.pathname}${target.search}`,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url.origin, host: url.host },
    payload: fields.toString(),
  });
  if (response.statusCode !== 302 && response.statusCode !== 303) {
    throw new Error(`approval answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
  return new URL(String(response.headers.location), url);
}
