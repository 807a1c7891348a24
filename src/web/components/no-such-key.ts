/**
 * A storage service that cannot find an object answers an XML 'NoSuchKey' page. When the page, its URL
 * or its title shows one, the app does not mount; an explanation replaces the page (spec 02 §4).
 */
export function detectNoSuchKey(page: { title: string; href: string; bodyText: string }): boolean {
  return [page.title, page.href, page.bodyText.slice(0, 5_000)].some((text) => text.includes("NoSuchKey"));
}

/** Replaces the page with a plain explanation (no React: the app is not mounted). */
export function renderNoSuchKeyScreen(doc: Document, supportEmail?: string): void {
  const isPaymentPath = doc.location.pathname.startsWith("/payment-success");
  const main = doc.createElement("main");
  main.className = "no-such-key";
  const title = doc.createElement("h1");
  title.textContent = isPaymentPath
    ? "Su pago probablemente se procesó"
    : "No se encontró el recurso solicitado";
  const text = doc.createElement("p");
  text.textContent = isPaymentPath
    ? "El servicio de almacenamiento no encontró la página de confirmación, pero su pago probablemente se realizó correctamente. Revise su correo electrónico y su cuenta de PayPal; si tiene dudas, contacte a soporte."
    : "El servicio de almacenamiento no encontró la página solicitada (NoSuchKey). Vuelva al inicio o contacte a soporte.";
  const link = doc.createElement("a");
  link.href = "/index";
  link.textContent = "Volver al inicio";
  main.append(title, text, link);
  if (supportEmail) {
    const contact = doc.createElement("p");
    contact.textContent = `Soporte: ${supportEmail}`;
    main.append(contact);
  }
  doc.body.replaceChildren(main);
}
