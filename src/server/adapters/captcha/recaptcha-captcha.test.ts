import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRecaptchaCaptcha } from "./recaptcha-captcha";

interface ReceivedRequest {
  method?: string;
  contentType?: string;
  form: URLSearchParams;
}

/**
 * A local server that answers like Google's siteverify; the token decides the answer, so each test
 * drives one of Google's behaviours (yes, no, failure, silence, nonsense).
 */
function startFakeSiteverify() {
  const received: ReceivedRequest[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      received.push({ method: request.method, contentType: request.headers["content-type"], form });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      };
      switch (form.get("response")) {
        case "token-bueno":
          return json(200, { success: true, challenge_ts: new Date().toISOString(), hostname: "localhost" });
        case "token-texto":
          return json(200, { success: "true" });
        case "token-error":
          return json(500, { success: true });
        case "token-html":
          response.writeHead(200, { "content-type": "text/html" });
          return response.end("<html>no es JSON</html>");
        case "token-silencio":
          hanging.push(response);
          return;
        default:
          return json(200, { success: false, "error-codes": ["invalid-input-response"] });
      }
    });
  });
  return {
    received,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    },
    async close(): Promise<void> {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("reCAPTCHA captcha", () => {
  const siteverify = startFakeSiteverify();
  let verifyUrl: string;

  beforeAll(async () => {
    verifyUrl = await siteverify.listen();
  });

  afterAll(async () => {
    await siteverify.close();
  });

  beforeEach(() => {
    siteverify.received.length = 0;
  });

  function captcha(timeoutMs = 2_000) {
    return createRecaptchaCaptcha({ secretKey: "secreto-del-sitio", verifyUrl, timeoutMs });
  }

  it("asks siteverify with the secret, the token and the visitor's address, and accepts its yes", async () => {
    const instance = captcha();
    expect(instance.kind).toBe("recaptcha");
    expect(await instance.verify("token-bueno", "203.0.113.7")).toBe(true);
    expect(siteverify.received).toHaveLength(1);
    const [request] = siteverify.received;
    expect(request?.method).toBe("POST");
    expect(request?.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      secret: "secreto-del-sitio",
      response: "token-bueno",
      remoteip: "203.0.113.7",
    });
  });

  it("refuses what Google refuses, and anything but a literal success: true", async () => {
    expect(await captcha().verify("token-usado")).toBe(false);
    expect(await captcha().verify("token-texto")).toBe(false);
    expect(siteverify.received.map((request) => request.form.has("remoteip"))).toEqual([false, false]);
  });

  it("refuses when Google fails or answers something that is not JSON", async () => {
    expect(await captcha().verify("token-error")).toBe(false);
    expect(await captcha().verify("token-html")).toBe(false);
  });

  it("gives up with a no when Google does not answer in time", async () => {
    const started = Date.now();
    expect(await captcha(300).verify("token-silencio")).toBe(false);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(5_000);
  });

  it("refuses when Google cannot be reached at all", async () => {
    const closed = startFakeSiteverify();
    const unreachableUrl = await closed.listen();
    await closed.close();
    const instance = createRecaptchaCaptcha({ secretKey: "s", verifyUrl: unreachableUrl, timeoutMs: 2_000 });
    expect(await instance.verify("token-bueno")).toBe(false);
  });

  it("does not bother Google with an empty or absurd token", async () => {
    expect(await captcha().verify("")).toBe(false);
    expect(await captcha().verify("x".repeat(20_000))).toBe(false);
    expect(siteverify.received).toHaveLength(0);
  });
});
