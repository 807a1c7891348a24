import { CAPTCHA_CHALLENGE_PATH } from "../../../shared/contracts/captcha";
import type { TPublicConfigResponse } from "../../../shared/contracts/public-config";
import { MESSAGES } from "../../../shared/messages";
import type { Config } from "../../config/config";

/** Names, contact, legal placeholders and captcha kind the browser shows, from configuration. */
export function buildPublicConfig(config: Config): TPublicConfigResponse {
  return {
    appName: config.APP_NAME,
    tagline: MESSAGES.tagline,
    supportEmail: config.SUPPORT_EMAIL,
    developerCredit: config.DEVELOPER_CREDIT,
    companyName: config.COMPANY_NAME,
    storageRegion: config.STORAGE_REGION,
    minimumAge: config.MINIMUM_AGE,
    captcha: config.RECAPTCHA_SITE_KEY
      ? { provider: "recaptcha", site_key: config.RECAPTCHA_SITE_KEY }
      : { provider: "altcha", challenge_url: CAPTCHA_CHALLENGE_PATH },
  };
}
