/**
 * How many acknowledgements leave (docs/product.md#lead-acknowledgement): at most one per
 * recipient address in 24 hours, and at most LEAD_ACKNOWLEDGEMENTS_PER_HOUR in all, so that
 * the forms cannot make the business's address mail strangers in bulk
 * (docs/decisions/030-no-relay-of-visitor-text.md). Both are rows of the shared `rate_limits`
 * counters, written in the request's own transaction: a request rolled back (a repeat) spends
 * nothing, and two requests at once for one address cannot both be acknowledged. The address is
 * kept only as an HMAC; the hourly pruning of `rate_limits` removes a row 24 hours after it
 * was written, when it no longer holds anything back.
 */
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { DbKind } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { hitRateLimit } from "~/lib/rate-limit.server";
import type { AcknowledgementHeldReason } from "./timeline";

/** One acknowledgement per address in this period, counted from the last one sent. */
const ACKNOWLEDGEMENT_RECIPIENT_PERIOD_MS = 24 * 60 * 60 * 1000;
const CEILING_WINDOW_MS = 60 * 60 * 1000;
const CEILING_KEY = "lead-acknowledgements";

/** The counter key of a recipient: an HMAC of the address, lower-cased (never the address itself). */
export function acknowledgementRecipientKey(address: string, secret: string): string {
  const normalised = address.replace(/\s+/g, "").toLowerCase();
  return `lead-ack-to:${createHmac("sha256", secret).update(`ack:${normalised}`).digest("hex").slice(0, 32)}`;
}

type AcknowledgementDecision = { send: true } | { send: false; reason: AcknowledgementHeldReason };

/**
 * Whether the acknowledgement to `to` may be queued now, counting it when it may. To be called
 * in the transaction that stores the request, with the same database (`kind` its engine).
 */
export async function claimAcknowledgement(
  trx: Kysely<DB>,
  { to, now, perHour, secret, kind }: { to: string; now: number; perHour: number; secret: string; kind: DbKind },
): Promise<AcknowledgementDecision> {
  const key = acknowledgementRecipientKey(to, secret);
  // the row's window_start is when this address was last acknowledged: taken over only once 24 hours old
  const claimed = await trx
    .insertInto("rate_limits")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ window_start: now, count: 1 })
        .where("rate_limits.window_start", "<=", now - ACKNOWLEDGEMENT_RECIPIENT_PERIOD_MS),
    )
    .returning("key")
    .executeTakeFirst();
  if (!claimed) return { send: false, reason: "recent_recipient" };

  const ceiling = await hitRateLimit(CEILING_KEY, perHour, CEILING_WINDOW_MS, { db: trx, kind, now });
  if (!ceiling.allowed) {
    // nothing goes to this address: it may be acknowledged as soon as the ceiling allows
    // (what the claim replaced, if anything, was over 24 hours old and held nothing back)
    await trx.deleteFrom("rate_limits").where("key", "=", key).execute();
    return { send: false, reason: "hourly_ceiling" };
  }
  return { send: true };
}
