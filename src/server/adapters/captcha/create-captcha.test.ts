import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveAltchaChallenge } from "../../../../tests/support/captcha";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { loadConfig } from "../../config/config";
import type { AltchaCaptcha } from "./altcha-captcha";
import { createAltchaCaptcha, resolveAltchaHmacKey } from "./altcha-captcha";
import { encodeAltchaPayload } from "./altcha-payload";
import { createCaptcha } from "./create-captcha";

describe.each(TEST_BACKENDS)("choosing the captcha (%s)", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await testDatabase.destroy();
  });

  async function solvedToken(captcha: { createChallenge?: () => Promise<unknown> }): Promise<string> {
    const challenge = (await captcha.createChallenge?.()) as Awaited<
      ReturnType<AltchaCaptcha["createChallenge"]>
    >;
    return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
  }

  it("uses ALTCHA with the key kept in the database when nothing is configured", async () => {
    const db = testDatabase.database.db;
    const captcha = await createCaptcha({ config: loadConfig({ NODE_ENV: "test" }), db });
    expect(captcha.kind).toBe("altcha");
    // Signed with the stored key: an instance built from that key accepts the solution.
    const byStoredKey = createAltchaCaptcha({ db, hmacKey: await resolveAltchaHmacKey(db) });
    expect(await byStoredKey.verify(await solvedToken(captcha))).toBe(true);
  });

  it("uses ALTCHA with the configured key", async () => {
    const db = testDatabase.database.db;
    const hmacKey = "clave-altcha-configurada-0123456789";
    const captcha = await createCaptcha({
      config: loadConfig({ NODE_ENV: "test", ALTCHA_HMAC_KEY: hmacKey }),
      db,
    });
    expect(captcha.kind).toBe("altcha");
    expect(await createAltchaCaptcha({ db, hmacKey }).verify(await solvedToken(captcha))).toBe(true);
  });

  describe("with reCAPTCHA keys", () => {
    const received: URLSearchParams[] = [];
    const server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push(new URLSearchParams(body));
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ success: true }));
      });
    });

    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("verifies with Google's siteverify at the configured address and issues no challenges", async () => {
      const config = loadConfig({
        NODE_ENV: "test",
        RECAPTCHA_SITE_KEY: "clave-del-sitio",
        RECAPTCHA_SECRET_KEY: "clave-secreta",
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
      });
      const captcha = await createCaptcha({ config, db: testDatabase.database.db });
      expect(captcha.kind).toBe("recaptcha");
      expect(captcha.createChallenge).toBeUndefined();
      expect(await captcha.verify("token-de-google", "198.51.100.4")).toBe(true);
      expect(received.map((form) => Object.fromEntries(form))).toEqual([
        { secret: "clave-secreta", response: "token-de-google", remoteip: "198.51.100.4" },
      ]);
    });
  });
});
