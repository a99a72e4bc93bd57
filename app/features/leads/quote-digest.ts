/**
 * The devis part of the owner's morning digest (docs/product.md#devis-reminders): the
 * devis that expire tomorrow without an answer, then every other devis awaiting one.
 * Pure: the digest (features/leads/job-mails.ts) places these lines.
 */
import { parisIsoDay } from "~/lib/dates";
import { formatEuros } from "~/lib/euro-amount";
import { frenchPlural } from "~/lib/plural";

export interface DigestQuote {
  number: string;
  customerName: string;
  title: string;
  ttcCents: number;
  /** 'YYYY-MM-DD' */
  validUntil: string;
  /** ISO instant of the last sending */
  lastSentAt: string;
  /** the customer opened it */
  viewed: boolean;
  pageUrl: string;
}

export interface QuoteDigest {
  expiringTomorrow: readonly DigestQuote[];
  /** the other devis awaiting an answer, oldest sending first (possibly only the first ones) */
  awaiting: readonly DigestQuote[];
  /** how many of those in all */
  awaitingTotal: number;
}

export const EXPIRING_TOMORROW_TITLE = "Devis qui expirent demain";
export const AWAITING_TITLE = "Devis sans réponse";

const dayOf = (day: string) => {
  const [y, m, d] = day.split("-");
  return y && m && d ? `${d}/${m}/${y}` : day;
};

function line(quote: DigestQuote, extra: string): string {
  const who = quote.customerName.trim() || "(sans nom)";
  const title = quote.title.trim();
  return `- ${quote.number} · ${who}${title ? ` · ${title}` : ""} · ${formatEuros(quote.ttcCents)} TTC · ${extra}\n  ${quote.pageUrl}`;
}

export function hasQuoteDigest(digest: QuoteDigest | undefined): digest is QuoteDigest {
  return !!digest && digest.expiringTomorrow.length + digest.awaitingTotal > 0;
}

/** The section of the devis that expire tomorrow (no line when there is none); it comes right after the follow-ups due. */
export function expiringQuoteLines(digest: QuoteDigest): string[] {
  const lines: string[] = [];
  if (digest.expiringTomorrow.length > 0) {
    lines.push(`${EXPIRING_TOMORROW_TITLE} (${digest.expiringTomorrow.length})\u00a0:`);
    for (const quote of digest.expiringTomorrow) {
      lines.push(line(quote, `${quote.viewed ? "vu" : "pas encore ouvert"}, valable jusqu'au ${dayOf(quote.validUntil)}`));
    }
    lines.push("");
  }
  return lines;
}

/** The section of the other devis awaiting an answer (no line when there is none); it comes after the open requests. */
export function awaitingQuoteLines(digest: QuoteDigest): string[] {
  const lines: string[] = [];
  if (digest.awaitingTotal > 0) {
    lines.push(`${AWAITING_TITLE} (${digest.awaitingTotal})\u00a0:`);
    for (const quote of digest.awaiting) {
      const sentOn = dayOf(parisIsoDay(new Date(quote.lastSentAt)));
      lines.push(
        line(
          quote,
          `envoyé le ${sentOn}, ${quote.viewed ? "vu" : "pas encore ouvert"}, valable jusqu'au ${dayOf(quote.validUntil)}`,
        ),
      );
    }
    const hidden = digest.awaitingTotal - digest.awaiting.length;
    if (hidden > 0) lines.push(`… et ${hidden} ${frenchPlural(hidden, "autre devis", "autres devis")}.`);
    lines.push("");
  }
  return lines;
}

/** What the subject adds: '1 devis expire demain', '3 devis sans réponse'. */
export function quoteDigestSubjectParts(digest: QuoteDigest): string[] {
  const parts: string[] = [];
  const expiring = digest.expiringTomorrow.length;
  if (expiring > 0) parts.push(`${expiring} devis ${expiring > 1 ? "expirent" : "expire"} demain`);
  if (digest.awaitingTotal > 0) parts.push(`${digest.awaitingTotal} devis sans réponse`);
  return parts;
}
