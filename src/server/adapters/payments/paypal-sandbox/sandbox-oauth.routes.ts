import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../../db/client";
import { readFormField } from "./form-body";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  areClientCredentialsValid,
  getSandboxCredentials,
  issueAccessToken,
  sandboxAppId,
} from "./sandbox-credentials";
import { OAuthError } from "./sandbox-errors";
import { toPayPalTime } from "./sandbox-ids";

const SCOPES = [
  "https://uri.paypal.com/services/subscriptions",
  "https://uri.paypal.com/services/applications/webhooks",
  "https://api.paypal.com/v1/payments/.*",
  "openid",
].join(" ");

/** `POST /v1/oauth2/token`: client credentials in Basic auth, `grant_type=client_credentials` in a form body. */
export const sandboxOAuthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post("/v1/oauth2/token", { schema: { hide: true } }, async (request) => {
    if (!(await areClientCredentialsValid(db, request.headers.authorization))) {
      throw new OAuthError(401, "invalid_client", "Client Authentication failed");
    }
    const grantType = readFormField(request.body, "grant_type");
    if (grantType !== "client_credentials") {
      throw new OAuthError(
        400,
        "unsupported_grant_type",
        grantType ? `Grant Type is not supported: ${grantType.slice(0, 50)}` : "Grant Type is NULL",
      );
    }
    const { clientId } = await getSandboxCredentials(db);
    const accessToken = await issueAccessToken(db);
    return {
      scope: SCOPES,
      access_token: accessToken,
      token_type: "Bearer",
      app_id: sandboxAppId(clientId),
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      nonce: `${toPayPalTime(new Date())}${randomBytes(32).toString("base64url")}`,
    };
  });
};
