/**
 * The business's background jobs, so that no request, devis, visit or review
 * request is forgotten. They live outside the features because they compose them
 * (docs/decisions/015-import-layers.md)
 * (docs/product.md#lead-reminders). Every instance runs them every minute;
 * each job that must happen once claims its key (docs/product.md#jobs-once):
 * - reminders: `reminder:{leadId}` (reminders.server.ts);
 * - the morning digest: `digest:{day}` (digest.server.ts);
 * - the retention purge: `purge:{day}` (retention.server.ts);
 * - forgetting old job claims: `prune-claims:{day}`;
 * - the devis's reminders and alerts (features/quotes/jobs.server.ts);
 * - the review requests: `review-request:{leadId}` (features/reviews/jobs.server.ts);
 * - the visits' reminders: `visit-reminder:{visitId}:{day}` (features/visits/jobs.server.ts).
 * The server starts them with the outbox sender and stops them before the
 * database closes; tests build a runner with their own settings and clock.
 */
import type { Kysely } from "kysely";
import { getEnv, siteConfigFromEnv, type Env } from "~/config/env.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import type { SiteConfig } from "~/config/site";
import { parisDay, scheduleOf, type Schedule } from "~/lib/business-hours";
import { systemClock, type Clock } from "~/lib/clock";
import { claimJob, pruneJobClaims } from "~/lib/job-claims.server";
import { logger as rootLogger } from "~/lib/logger.server";
import { PeriodicJobs, type PeriodicJob } from "~/lib/periodic-jobs.server";
import { deliverQueuedMail } from "~/features/mail/send.server";
import { mailAddressesFromEnv } from "~/features/mail/sender.server";
import { quoteJobs } from "~/features/quotes/jobs.server";
import { reviewJobs } from "~/features/reviews/jobs.server";
import { visitJobs } from "~/features/visits/jobs.server";
import { sendDailyDigest } from "~/features/leads/digest.server";
import { quotesForDigest } from "~/features/quotes/digest-quotes.server";
import { sendDueReminders } from "~/features/leads/reminders.server";
import { purgeExpiredLeads, type LeadCleanup } from "~/features/leads/retention.server";
import { purgeExpiredQuotes } from "~/features/quotes/request-deletion.server";
import { LEAD_INBOX_PATH } from "~/features/leads/paths";

/** Job claims are kept this long: far beyond any key's use (reminders look back 14 days, day keys one day). */
export const JOB_CLAIM_RETENTION_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;

export interface LeadJobSettings {
  db: Kysely<DB>;
  /** LEAD_REMINDER_MINUTES: opening minutes before a new request is reminded */
  reminderMinutes: number;
  /** the site's opening hours (Europe/Paris), used when `loadSchedule` is not given */
  openingHours: Schedule;
  /** reads the current hours and closures on each tick (the owner may change them: docs/product.md#business-settings) */
  loadSchedule?: () => Promise<Schedule>;
  /** the site with the owner's Réglages, for the devis's reminders (default: loadBusinessSettings on `db`) */
  loadSite?: () => Promise<SiteConfig>;
  /** LEADS_TO, else SITE_EMAIL */
  ownerTo: string;
  /** LEADS_ESCALATE_TO */
  escalateTo?: string | null;
  /** LEAD_RETENTION_MONTHS */
  retentionMonths: number;
  /** LEAD_DIGEST_HOUR: the morning digest's hour, Paris time (7 by default) */
  digestHour?: number;
  /** SITE_URL: links and Message-IDs */
  siteUrl: string;
  /** removal of what requests own outside the database (default: the ones registered when the purge runs) */
  cleanups?: readonly LeadCleanup[];
  /** called after a job queued e-mail (default: asks this process's sender to deliver now) */
  onMailQueued?: () => void;
}

/** The jobs of one tick, in order. */
export function leadJobs(settings: LeadJobSettings): PeriodicJob[] {
  const { db } = settings;
  const siteHost = new URL(settings.siteUrl).hostname || "localhost";
  const mailQueued = settings.onMailQueued ?? deliverQueuedMail;
  const daily = (name: string, now: Date) => claimJob(db, `${name}:${parisDay(now)}`, now);
  return [
    {
      name: "reminders",
      async run(now) {
        const openingHours = settings.loadSchedule ? await settings.loadSchedule() : settings.openingHours;
        const queued = await sendDueReminders({ ...settings, openingHours, siteHost }, now);
        if (queued > 0) mailQueued();
        return queued;
      },
    },
    {
      name: "digest",
      async run(now) {
        const outcome = await sendDailyDigest(
          { db, siteHost, hour: settings.digestHour, inboxUrl: new URL(LEAD_INBOX_PATH, settings.siteUrl).href, quotesForDigest },
          now,
        );
        if (outcome === "queued") mailQueued();
        return outcome === "queued" || outcome === "empty" ? outcome : null;
      },
    },
    {
      name: "retention-purge",
      async run(now) {
        if (!(await daily("purge", now))) return null;
        const deleted = await purgeExpiredLeads(db, { now, months: settings.retentionMonths, cleanups: settings.cleanups });
        const quotesDeleted = await purgeExpiredQuotes(db, { now, months: settings.retentionMonths });
        return { deleted, quotesDeleted, retentionMonths: settings.retentionMonths };
      },
    },
    ...quoteJobs({
      db,
      loadSite: settings.loadSite ?? (() => loadBusinessSettings(db)),
      siteUrl: settings.siteUrl,
      alertHour: settings.digestHour,
      onMailQueued: mailQueued,
    }),
    ...reviewJobs({
      db,
      loadSite: settings.loadSite ?? (() => loadBusinessSettings(db)),
      siteUrl: settings.siteUrl,
      onMailQueued: mailQueued,
    }),
    ...visitJobs({
      db,
      loadSite: settings.loadSite ?? (() => loadBusinessSettings(db)),
      siteUrl: settings.siteUrl,
      onMailQueued: mailQueued,
    }),
    {
      name: "prune-job-claims",
      async run(now) {
        if (!(await daily("prune-claims", now))) return null;
        return pruneJobClaims(db, new Date(now.getTime() - JOB_CLAIM_RETENTION_DAYS * DAY_MS));
      },
    },
  ];
}

/** A runner of the lead jobs (tests: their own settings, clock and poll). */
export function createLeadJobRunner(settings: LeadJobSettings, options: { clock?: Clock; pollMs?: number } = {}): PeriodicJobs {
  return new PeriodicJobs({
    jobs: leadJobs(settings),
    clock: options.clock ?? systemClock,
    pollMs: options.pollMs,
    logger: rootLogger.child({ component: "lead-jobs" }),
  });
}

/** The settings from the environment (server start). */
export function leadJobSettingsFromEnv(env: Env = getEnv(), db: Kysely<DB> = getDatabase().db): LeadJobSettings {
  return {
    db,
    reminderMinutes: env.LEAD_REMINDER_MINUTES,
    openingHours: siteConfigFromEnv(env).openingHours,
    loadSchedule: async () => scheduleOf(await loadBusinessSettings(db, env)),
    loadSite: () => loadBusinessSettings(db, env),
    ownerTo: mailAddressesFromEnv(env).to,
    escalateTo: env.LEADS_ESCALATE_TO ?? null,
    retentionMonths: env.LEAD_RETENTION_MONTHS,
    digestHour: env.LEAD_DIGEST_HOUR,
    siteUrl: env.SITE_URL,
  };
}

let processRunner: PeriodicJobs | null = null;

/** Starts this process's lead jobs (server start-up). Idempotent. */
export function startLeadJobs(): PeriodicJobs {
  processRunner ??= createLeadJobRunner(leadJobSettingsFromEnv());
  processRunner.start();
  return processRunner;
}

/** Stops them (shutdown), waiting for a running tick. */
export async function stopLeadJobs(): Promise<void> {
  const runner = processRunner;
  processRunner = null;
  await runner?.stop();
}
