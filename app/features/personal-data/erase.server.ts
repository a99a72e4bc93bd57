/**
 * 'Effacer' (docs/product.md#personal-data): everything the product keeps about one person, in
 * one go.
 * 1. The database, in one transaction: their requests and what belongs to each (photos' rows,
 *    timeline, e-mails, idempotency keys), the e-mails about no request sent or answered to them
 *    (the others that name them, the morning digest, lose their lines: mail-redaction.ts), and
 *    the counters keyed by their address. All of it or, on failure, none of it.
 * 2. Then the photo files, from the private storage (disk or S3), one photo at a time. A photo
 *    the storage refuses to delete is reported (and logged by id), not retried here: its row is
 *    gone, so the hourly sweep of files without a row removes it later
 *    (lead-photos.server.ts, sweepLeadPhotos).
 * One log line keeps the date, the administrator and the counts, never the person.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { photoIdOfKey, photoKey, type LeadPhotoStorage, type PhotoCopy } from "~/features/lead-photos/storage.server";
import { deleteQuotes } from "~/features/quotes/request-deletion.server";
import type { Clock } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import type { PersonIdentifier } from "./identifier";
import { eraseFromMail } from "./mail-redaction";
import type { PersonalDataCounts, PersonPhoto } from "./record";
import { findPersonalData } from "./records.server";

const PHOTO_COPIES: readonly PhotoCopy[] = ["full", "mail", "thumb"];

export interface EraseDependencies {
  db: Kysely<DB>;
  storage: Pick<LeadPhotoStorage, "remove">;
  /** AUTH_SECRET: the acknowledgement counter's key */
  secret: string;
  clock: Clock;
  /** the administrator, for the log line */
  actor: string;
}

/** A photo whose files the storage did not delete. */
export interface PhotoLeftover {
  photoId: string;
  reference: string;
  originalName: string;
  reason: string;
}

export interface ErasureReport {
  erasedAt: string;
  /** rows deleted (mails: e-mails deleted; redactedMails: e-mails kept without the person's lines) */
  counts: PersonalDataCounts & { redactedMails: number };
  /** photo files still in storage */
  leftovers: PhotoLeftover[];
  /** the numbers of the signed devis kept (docs/decisions/042-personal-data-of-devis.md) */
  keptQuotes: string[];
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 200) || "erreur inconnue";
}

export async function erasePersonalData(identifier: PersonIdentifier, deps: EraseDependencies): Promise<ErasureReport> {
  const erasedAt = new Date(deps.clock()).toISOString();
  const { counts, photos, kept } = await deps.db.transaction().execute(async (trx) => {
    const record = await findPersonalData(trx, identifier, { secret: deps.secret });
    const ids = record.leads.map((lead) => lead.id);
    const counts = {
      leads: 0,
      photos: 0,
      events: 0,
      mails: 0,
      submissions: 0,
      counters: 0,
      quotes: 0,
      visits: 0,
      redactedMails: 0,
    };
    const keptQuotes = record.quotes.filter((quote) => quote.keptOnErasure);
    counts.quotes = await deleteQuotes(
      trx,
      record.quotes.filter((quote) => !quote.keptOnErasure).map((quote) => quote.id),
    );
    // a signed devis stays, without the request it was written on
    if (keptQuotes.length > 0)
      await trx
        .updateTable("quotes")
        .set({ lead_id: null })
        .where(
          "id",
          "in",
          keptQuotes.map((quote) => quote.id),
        )
        .execute();
    if (ids.length > 0) {
      counts.visits = deleted(await trx.deleteFrom("visits").where("lead_id", "in", ids).executeTakeFirst());
      await trx.deleteFrom("visit_booking_links").where("lead_id", "in", ids).execute();
      await trx.deleteFrom("lead_job_completions").where("lead_id", "in", ids).execute();
      counts.photos = deleted(await trx.deleteFrom("lead_photos").where("lead_id", "in", ids).executeTakeFirst());
      counts.events = deleted(await trx.deleteFrom("lead_events").where("lead_id", "in", ids).executeTakeFirst());
      counts.mails = deleted(await trx.deleteFrom("outbox").where("lead_id", "in", ids).executeTakeFirst());
      counts.submissions = deleted(await trx.deleteFrom("lead_submissions").where("lead_id", "in", ids).executeTakeFirst());
      counts.leads = deleted(await trx.deleteFrom("leads").where("id", "in", ids).executeTakeFirst());
    }
    const person = {
      email: identifier.kind === "email" ? identifier.email : null,
      references: record.leads.map((l) => l.reference),
      leadIds: ids,
    };
    for (const mail of record.otherMails) {
      const row = await trx.selectFrom("outbox").select("payload").where("id", "=", mail.id).executeTakeFirst();
      if (!row) continue;
      const erasure = eraseFromMail(row.payload, person);
      if (erasure.action === "delete") {
        counts.mails += deleted(await trx.deleteFrom("outbox").where("id", "=", mail.id).executeTakeFirst());
      } else {
        await trx
          .updateTable("outbox")
          .set({ payload: erasure.payload, updated_at: erasedAt })
          .where("id", "=", mail.id)
          .execute();
        counts.redactedMails += 1;
      }
    }
    if (record.counters.length > 0) {
      counts.counters = deleted(
        await trx
          .deleteFrom("rate_limits")
          .where(
            "key",
            "in",
            record.counters.map((c) => c.key),
          )
          .executeTakeFirst(),
      );
    }
    const photos = record.leads.flatMap((lead) => lead.photos.map((photo) => ({ photo, reference: lead.reference })));
    return { counts, photos, kept: keptQuotes.map((quote) => quote.number) };
  });

  const leftovers = await removePhotoFiles(photos, deps.storage);
  logger.info({ by: deps.actor, at: erasedAt, counts, photoFilesLeft: leftovers.length }, "personal data erased");
  if (leftovers.length > 0) {
    logger.warn(
      {
        by: deps.actor,
        at: erasedAt,
        photoIds: leftovers.map((l) => l.photoId),
        reasons: [...new Set(leftovers.map((l) => l.reason))],
      },
      "personal data erased: photo files the storage did not delete (the hourly sweep removes files without a row)",
    );
  }
  return { erasedAt, counts, leftovers, keptQuotes: kept };
}

async function removePhotoFiles(
  photos: { photo: PersonPhoto; reference: string }[],
  storage: Pick<LeadPhotoStorage, "remove">,
): Promise<PhotoLeftover[]> {
  const leftovers: PhotoLeftover[] = [];
  for (const { photo, reference } of photos) {
    const id = photoIdOfKey(photo.storageKey) ?? photo.id;
    try {
      await storage.remove(PHOTO_COPIES.map((copy) => photoKey(id, copy)));
    } catch (error) {
      leftovers.push({ photoId: photo.id, reference, originalName: photo.originalName, reason: reasonOf(error) });
    }
  }
  return leftovers;
}
