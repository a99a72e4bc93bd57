/**
 * The devis the morning digest lists (docs/product.md#devis-reminders): those sent and
 * unanswered whose last valid day is tomorrow (Paris), then the others still awaiting an
 * answer, oldest sending first. Read in the digest's transaction.
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { parisIsoDay } from "~/lib/dates";
import { quoteAdminUrl } from "./admin-url.server";
import type { DigestQuote, QuoteDigest } from "~/features/leads/quote-digest";
import { parisTomorrow } from "./expiry-alert.server";
import { documentTtcCents, versionDocument } from "./version-facts.server";

/** Devis listed one by one in each section; the rest are counted. */
export const DIGEST_MAX_LISTED_QUOTES = 30;

export async function quotesForDigest(db: Kysely<DB> | Transaction<DB>, now: Date): Promise<QuoteDigest> {
  const tomorrow = parisTomorrow(now);
  const awaiting = db
    .selectFrom("quotes")
    .where("status", "=", "sent")
    .where("token_revoked_at", "is", null)
    .where("valid_until", ">=", parisIsoDay(now));
  const columns = ["id", "number", "current_version", "valid_until", "last_sent_at", "viewed_at"] as const;
  // one after the other: a transaction has one connection
  const expiring = await awaiting
    .select(columns)
    .where("valid_until", "=", tomorrow)
    .orderBy("number")
    .limit(DIGEST_MAX_LISTED_QUOTES)
    .execute();
  const others = await awaiting
    .select(columns)
    .where("valid_until", "<>", tomorrow)
    .orderBy("last_sent_at")
    .orderBy("number")
    .limit(DIGEST_MAX_LISTED_QUOTES)
    .execute();
  const total = await awaiting
    .where("valid_until", "<>", tomorrow)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const view = async (row: (typeof others)[number]): Promise<DigestQuote | null> => {
    const document = await versionDocument(db, row.id, row.current_version);
    if (!document || !row.valid_until || !row.last_sent_at) return null;
    return {
      number: row.number,
      customerName: document.content.customer.name,
      title: document.content.title,
      ttcCents: documentTtcCents(document),
      validUntil: row.valid_until,
      lastSentAt: toIso(row.last_sent_at),
      viewed: row.viewed_at !== null,
      pageUrl: quoteAdminUrl(row.id),
    };
  };
  const present = (list: (DigestQuote | null)[]) => list.filter((q): q is DigestQuote => q !== null);
  const views = async (rows: typeof others) => {
    const list: (DigestQuote | null)[] = [];
    for (const row of rows) list.push(await view(row));
    return present(list);
  };
  return {
    expiringTomorrow: await views(expiring),
    awaiting: await views(others),
    awaitingTotal: Number(total.n),
  };
}
