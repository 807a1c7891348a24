import { z } from "zod";
import { ZCaptchaSettings } from "./captcha";

export const PUBLIC_CONFIG_PATH = "/api/public-config";
/** The meta tag in which the server also stamps this configuration into the app's page. */
export const PUBLIC_CONFIG_META = "licita-public-config";

/** What the browser needs to know about this installation (names, contact, legal placeholders). */
export const ZPublicConfigResponse = z.object({
  appName: z.string(),
  tagline: z.string(),
  supportEmail: z.string(),
  developerCredit: z.string(),
  companyName: z.string(),
  storageRegion: z.string(),
  minimumAge: z.number().int(),
  captcha: ZCaptchaSettings,
});
export type TPublicConfigResponse = z.infer<typeof ZPublicConfigResponse>;
