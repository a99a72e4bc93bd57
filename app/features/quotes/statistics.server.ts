/**
 * The devis's facts of a statistics period (docs/product.md#statistics-devis): each
 * devis sent (its first sending), each signature still standing with the amount its
 * version states (computeQuoteTotals of the document signed, with the options ticked),
 * and each devis settled otherwise (refused, withdrawn, expired unanswered), dated by
 * Paris day. A roofer sends a few devis a week: the period's rows are read whole.
 */
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { parisDayStart } from "~/features/analytics/statistics";
import { parisIsoDay } from "~/lib/dates";
import { expiredOn, quoteStatisticsOf, type QuoteFact, type QuoteStatistics } from "./statistics";
import { documentTtcCents, parseQuoteDocument } from "./version-facts.server";

const dayOf = (value: string | Date) => parisIsoDay(new Date(toIso(value)));

/** The figures of the devis over `days` (the period's Paris days, oldest first). */
export async function readQuoteStatistics(days: readonly string[], db: Kysely<DB> = getDatabase().db): Promise<QuoteStatistics> {
  const first = days[0];
  if (!first) return quoteStatisticsOf([], days);
  const since = parisDayStart(first).toISOString();
  const facts: QuoteFact[] = [];

  const sent = await db.selectFrom("quotes").select("first_sent_at").where("first_sent_at", ">=", since).execute();
  for (const row of sent) if (row.first_sent_at) facts.push({ kind: "sent", day: dayOf(row.first_sent_at) });

  const signed = await db
    .selectFrom("quote_acceptances")
    .innerJoin("quotes", "quotes.id", "quote_acceptances.quote_id")
    .innerJoin("quote_versions", (join) =>
      join
        .onRef("quote_versions.quote_id", "=", "quote_acceptances.quote_id")
        .onRef("quote_versions.version", "=", "quote_acceptances.version"),
    )
    .select(["quote_acceptances.accepted_at", "quote_acceptances.ticked_options", "quote_versions.document", "quotes.status"])
    .where("quote_acceptances.accepted_at", ">=", since)
    .execute();
  for (const row of signed) {
    const day = dayOf(row.accepted_at);
    // withdrawn afterwards: the contract fell, the devis counts as settled without a signature
    if (row.status !== "accepted") {
      facts.push({ kind: "not-accepted", day });
      continue;
    }
    const document = parseQuoteDocument(row.document);
    facts.push({ kind: "accepted", day, ttcCents: document ? documentTtcCents(document, row.ticked_options) : 0 });
  }

  // refused, or withdrawn without a signature on record: dated by the answer
  const answered = await db
    .selectFrom("quotes")
    .leftJoin("quote_acceptances", "quote_acceptances.quote_id", "quotes.id")
    .select(["quotes.answered_at", "quotes.withdrawn_at"])
    .where("quotes.status", "in", ["refused", "withdrawn"])
    .where("quote_acceptances.quote_id", "is", null)
    .where((eb) => eb.or([eb("quotes.answered_at", ">=", since), eb("quotes.withdrawn_at", ">=", since)]))
    .execute();
  for (const row of answered) {
    const at = row.answered_at ?? row.withdrawn_at;
    if (at) facts.push({ kind: "not-accepted", day: dayOf(at) });
  }

  // left unanswered past the last valid day: settled the day after it
  const today = days[days.length - 1]!;
  const expired = await db
    .selectFrom("quotes")
    .select("valid_until")
    .where("status", "=", "sent")
    .where("valid_until", ">=", expiredOnBefore(first))
    .where("valid_until", "<", today)
    .execute();
  for (const row of expired) if (row.valid_until) facts.push({ kind: "not-accepted", day: expiredOn(row.valid_until) });

  return quoteStatisticsOf(facts, days);
}

/** The last valid day of a devis that expired on `day`. */
function expiredOnBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
