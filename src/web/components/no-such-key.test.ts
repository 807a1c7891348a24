import { afterEach, describe, expect, it } from "vitest";
import { detectNoSuchKey, renderNoSuchKeyScreen } from "./no-such-key";

const plainPage = { title: "Licita", href: "https://licita.mx/index", bodyText: "Bienvenido" };

describe("detectNoSuchKey", () => {
  it("spots 'NoSuchKey' in the title, the address or the body", () => {
    expect(detectNoSuchKey({ ...plainPage, title: "NoSuchKey" })).toBe(true);
    expect(detectNoSuchKey({ ...plainPage, href: "https://bucket.example/NoSuchKey?x=1" })).toBe(true);
    expect(
      detectNoSuchKey({
        ...plainPage,
        bodyText: "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>",
      }),
    ).toBe(true);
  });

  it("leaves an ordinary page alone", () => {
    expect(detectNoSuchKey(plainPage)).toBe(false);
    expect(detectNoSuchKey({ title: "", href: "", bodyText: "" })).toBe(false);
    expect(detectNoSuchKey({ ...plainPage, bodyText: "No such key here" })).toBe(false);
  });
});

describe("renderNoSuchKeyScreen", () => {
  afterEach(() => {
    window.history.pushState({}, "", "/");
    document.body.replaceChildren();
  });

  function linkToIndex(): HTMLAnchorElement | null {
    return document.body.querySelector<HTMLAnchorElement>('a[href="/index"]');
  }

  it("tells a returning payer that the payment probably went through", () => {
    window.history.pushState({}, "", "/payment-success?token=x");
    document.body.innerHTML = "<div id='root'>NoSuchKey</div>";

    renderNoSuchKeyScreen(document, "soporte@licita.mx");

    expect(document.getElementById("root")).toBeNull();
    expect(document.querySelector("h1")?.textContent).toBe("Su pago probablemente se procesó");
    expect(document.body.textContent).toContain("su pago probablemente se realizó correctamente");
    expect(document.body.textContent).toContain("Soporte: soporte@licita.mx");
    expect(linkToIndex()?.textContent).toBe("Volver al inicio");
  });

  it("explains a missing resource on any other page", () => {
    window.history.pushState({}, "", "/projects/42");
    document.body.innerHTML = "<div id='root'>NoSuchKey</div>";

    renderNoSuchKeyScreen(document);

    expect(document.getElementById("root")).toBeNull();
    expect(document.querySelector("h1")?.textContent).toBe("No se encontró el recurso solicitado");
    expect(document.body.textContent).toContain("no encontró la página solicitada");
    expect(document.body.textContent).not.toContain("pago");
    expect(document.body.textContent).not.toContain("Soporte:");
    expect(linkToIndex()?.textContent).toBe("Volver al inicio");
  });
});
