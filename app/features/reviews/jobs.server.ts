/**
 * The review requests' job (docs/product.md#review-requests), run with the lead jobs on every
 * instance every minute (app/jobs/jobs.server.ts); it claims `review-request:{leadId}`
 * (docs/product.md#jobs-once).
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import type { PeriodicJob } from "~/lib/periodic-jobs.server";
import { sendDueReviewRequests } from "./requests.server";

export interface ReviewJobSettings {
  db: Kysely<DB>;
  /** the site with the owner's Réglages (hours, closures, review link and delay), read on each tick */
  loadSite: () => Promise<SiteConfig>;
  /** SITE_URL */
  siteUrl: string;
  /** called after the job queued e-mail */
  onMailQueued: () => void;
}

export function reviewJobs(settings: ReviewJobSettings): PeriodicJob[] {
  const siteHost = new URL(settings.siteUrl).hostname || "localhost";
  return [
    {
      name: "review-requests",
      async run(now) {
        const site = await settings.loadSite();
        const queued = await sendDueReviewRequests({ db: settings.db, site, siteUrl: settings.siteUrl, siteHost }, now);
        if (queued > 0) settings.onMailQueued();
        return queued;
      },
    },
  ];
}
