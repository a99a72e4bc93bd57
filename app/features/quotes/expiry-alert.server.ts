/**
 * The owner's alert the day before an unanswered devis expires
 * (docs/product.md#devis-reminders): on the first tick from the digest's hour (Paris)
 * of the day before its last valid day, a push to every administrator's devices. Once:
 * the instance that claims `quote-expiry:{id}:{validUntil}` sends it; the claim comes
 * before the push, which cannot be undone (a crash in between loses this one alert,
 * the morning digest still lists the devis, never doubles it).
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { PushMessage } from "~/features/push/message";
import { pushToSubscriptions } from "~/features/push/send.server";
import { subscriptionsOfAdmins } from "~/features/push/subscriptions.server";
import { parisTimeOfDay } from "~/lib/business-hours";
import { parisIsoDay } from "~/lib/dates";
import { formatEuros } from "~/lib/euro-amount";
import { claimJob } from "~/lib/job-claims.server";
import { quoteAdminUrl } from "./admin-url.server";
import { documentTtcCents, versionDocument } from "./version-facts.server";

/** Paris hour from which the alerts of the day go (the digest's, so the owner is not woken at night). */
export const EXPIRY_ALERT_HOUR = 7;

export function quoteExpiryAlertKey(quoteId: string, validUntil: string): string {
  return `quote-expiry:${quoteId}:${validUntil}`;
}

/** The Paris day after `now`'s, 'YYYY-MM-DD'. */
export function parisTomorrow(now: Date): string {
  const today = new Date(`${parisIsoDay(now)}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + 1);
  return today.toISOString().slice(0, 10);
}

export interface ExpiringQuote {
  id: string;
  number: string;
  customerName: string;
  title: string;
  ttcCents: number;
  validUntil: string;
}

/** The devis sent, unanswered, whose last valid day is tomorrow (Paris), with their document's facts. */
export async function quotesExpiringTomorrow(db: Kysely<DB>, now: Date): Promise<ExpiringQuote[]> {
  const rows = await db
    .selectFrom("quotes")
    .select(["id", "number", "current_version", "valid_until"])
    .where("status", "=", "sent")
    .where("valid_until", "=", parisTomorrow(now))
    .where("token_revoked_at", "is", null)
    .orderBy("number")
    .execute();
  const quotes: ExpiringQuote[] = [];
  for (const row of rows) {
    const document = await versionDocument(db, row.id, row.current_version);
    if (!document || !row.valid_until) continue;
    quotes.push({
      id: row.id,
      number: row.number,
      customerName: document.content.customer.name,
      title: document.content.title,
      ttcCents: documentTtcCents(document),
      validUntil: row.valid_until,
    });
  }
  return quotes;
}

/** 'Devis DV-2026-0001 : expire demain' — the customer, the object and the amount below. */
export function expiryPushMessage(quote: ExpiringQuote, url: string): PushMessage {
  const details = [quote.customerName.trim(), quote.title.trim(), `${formatEuros(quote.ttcCents)} TTC`].filter(Boolean);
  return {
    title: `Devis ${quote.number}\u00a0: expire demain sans réponse`,
    body: `${details.join(" · ")}. Une relance par téléphone\u00a0?`,
    tag: `quote-expiry-${quote.id}`,
    url,
  };
}

export interface ExpiryAlertSettings {
  db: Kysely<DB>;
  /** SITE_URL */
  siteUrl: string;
  /** LEAD_DIGEST_HOUR: from this Paris hour */
  hour?: number;
}

/** Pushes the alerts due at `now` that no instance sent yet; returns how many devis this instance alerted. */
export async function alertQuotesExpiringTomorrow(settings: ExpiryAlertSettings, now: Date): Promise<number> {
  if (parisTimeOfDay(now).hour < (settings.hour ?? EXPIRY_ALERT_HOUR)) return 0;
  const { db } = settings;
  const quotes = await quotesExpiringTomorrow(db, now);
  if (quotes.length === 0) return 0;
  const subscriptions = await subscriptionsOfAdmins(db);
  if (subscriptions.length === 0) return 0;
  let alerted = 0;
  for (const quote of quotes) {
    if (!(await claimJob(db, quoteExpiryAlertKey(quote.id, quote.validUntil), now))) continue;
    await pushToSubscriptions(subscriptions, expiryPushMessage(quote, quoteAdminUrl(quote.id, settings.siteUrl)), {
      db,
      clock: () => now.getTime(),
    });
    alerted++;
  }
  return alerted;
}
