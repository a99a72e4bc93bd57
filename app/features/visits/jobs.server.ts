/**
 * The visits' job (docs/product.md#visits), run with the lead jobs on every instance every minute
 * (app/jobs/jobs.server.ts): the reminder the day before, claiming
 * `visit-reminder:{visitId}:{day}` (docs/product.md#jobs-once).
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import type { PeriodicJob } from "~/lib/periodic-jobs.server";
import { sendDueVisitReminders } from "./reminders.server";

export interface VisitJobSettings {
  db: Kysely<DB>;
  /** the site with the owner's Réglages, read on each tick */
  loadSite: () => Promise<SiteConfig>;
  siteUrl: string;
  onMailQueued: () => void;
}

export function visitJobs(settings: VisitJobSettings): PeriodicJob[] {
  return [
    {
      name: "visit-reminders",
      async run(now) {
        const queued = await sendDueVisitReminders(
          { db: settings.db, site: await settings.loadSite(), siteUrl: settings.siteUrl },
          now,
        );
        if (queued > 0) settings.onMailQueued();
        return queued;
      },
    },
  ];
}
