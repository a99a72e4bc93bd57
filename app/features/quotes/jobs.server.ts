/**
 * The devis's background jobs (docs/product.md#devis-reminders), run with the lead jobs
 * on every instance every minute (app/jobs/jobs.server.ts); each claims its key
 * (docs/product.md#jobs-once):
 * - the customer's reminders: `quote-reminder:{id}:{lastSentAt}:{day}` (reminders.server.ts);
 * - the owner's alert the day before expiry: `quote-expiry:{id}:{validUntil}` (expiry-alert.server.ts).
 * The digest's devis lines are read by the digest itself.
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import type { PeriodicJob } from "~/lib/periodic-jobs.server";
import { alertQuotesExpiringTomorrow } from "./expiry-alert.server";
import { sendDueQuoteReminders } from "./reminders.server";

export interface QuoteJobSettings {
  db: Kysely<DB>;
  /** the site with the owner's Réglages (hours, closures, reminder days), read on each tick */
  loadSite: () => Promise<SiteConfig>;
  /** SITE_URL */
  siteUrl: string;
  /** LEAD_DIGEST_HOUR: the owner's alerts go from this Paris hour */
  alertHour?: number;
  /** called after a job queued e-mail */
  onMailQueued: () => void;
}

export function quoteJobs(settings: QuoteJobSettings): PeriodicJob[] {
  const { db, siteUrl } = settings;
  const siteHost = new URL(siteUrl).hostname || "localhost";
  return [
    {
      name: "quote-reminders",
      async run(now) {
        const queued = await sendDueQuoteReminders({ db, site: await settings.loadSite(), siteUrl, siteHost }, now);
        if (queued > 0) settings.onMailQueued();
        return queued;
      },
    },
    {
      name: "quote-expiry-alerts",
      run: (now) => alertQuotesExpiringTomorrow({ db, siteUrl, hour: settings.alertHour }, now),
    },
  ];
}
