import type { BrowserContext } from "playwright-core";
import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY } from "~/config/constants";
import { createConsentRecord, ESSENTIAL_ONLY, type ConsentIds } from "~/features/consent/consent";

/**
 * An essential-only cookie choice already made, so the cookie bar does not cover the page; made for
 * `ids` where the site is started with a Google id (a choice made for other ids is asked again).
 */
export async function rememberCookieChoice(context: BrowserContext, ids: ConsentIds | null = null): Promise<void> {
  const record = createConsentRecord(ESSENTIAL_ONLY, ids, new Date());
  await context.addInitScript(
    ([key, dateKey, value, savedAt]) => {
      window.localStorage.setItem(key, value);
      window.localStorage.setItem(dateKey, savedAt);
    },
    [CONSENT_STORAGE_KEY, CONSENT_DATE_KEY, JSON.stringify(record), record.timestamp] as const,
  );
}
