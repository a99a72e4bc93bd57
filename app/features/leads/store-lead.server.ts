/**
 * Stores a quote request (docs/product.md#lead-submission): the lead, its
 * idempotency key (docs/product.md#lead-idempotency), the owner's notification
 * and the visitor's acknowledgement (docs/product.md#lead-acknowledgement) in
 * one transaction, then asks for the sending and the owner's push alert
 * without waiting for them.
 */
import { randomUUID } from "node:crypto";
import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import { getEnv } from "~/config/env.server";
import type { SiteConfig } from "~/config/site";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { parisYear } from "~/lib/business-hours";
import { systemClock, type Clock } from "~/lib/clock";
import { withoutHiddenCharacters } from "~/lib/hidden-characters";
import { logger } from "~/lib/logger.server";
import type { LeadPhotosInMail } from "~/features/lead-photos/lead-photos.server";
import { deliverQueuedMail, queueMail, type MailPayload } from "~/features/mail/send.server";
import { claimLeadSubmission, findLeadSubmission, pruneLeadSubmissionsNowAndThen } from "./idempotency.server";
import { visitBookingUrl } from "./visit-booking-link.server";
import { acknowledgementFor, shouldAcknowledge } from "./acknowledgement";
import { claimAcknowledgement } from "./acknowledgement-limits.server";
import type { LeadAttribution } from "./attribution";
import { formatLeadReference } from "./pipeline";
import { notifyNewLead } from "./lead-alert.server";
import { leadPageUrl } from "./lead-page-url.server";
import { LEAD_ACKNOWLEDGEMENT_KIND, LEAD_NOTIFICATION_KIND } from "./mail-kinds";
import { leadNotificationMail } from "./lead-notification-mail";
import type { LeadSubmission } from "./schemas";
import { CALLBACK_COPY } from "./callback-copy";
import { recordLeadEvent } from "./pipeline.server";
import { ACKNOWLEDGEMENT_HELD_EVENT } from "./timeline";

export const USER_AGENT_MAX_LENGTH = 300;
export const SOURCE_PATH_MAX_LENGTH = 200;

export interface StoreLeadInput {
  submission: LeadSubmission;
  /** salted hash of the client IP (hashClientIp), never the IP itself */
  ipHash: string | null;
  userAgent: string | null;
  /** the page the form was on ('/contact', '/'…) */
  sourcePath: string | null;
  /** honeypot filled: stored for the record, flagged, never mailed */
  spam: boolean;
  /** the submission's idempotency key (leadSubmissionKey) and where its answer sends a visitor without JavaScript */
  idempotency?: { key: string; redirectTo: string };
  /** where the visit came from (attribution.ts); every field optional */
  attribution?: LeadAttribution;
  /** an emergency call-back */
  urgent?: boolean;
  /**
   * What the request carries beyond its fields (its photos: features/lead-photos):
   * rows written in its transaction, and what its notification adds.
   */
  extras?: {
    write(trx: Transaction<DB>, leadId: string, now: string): Promise<void>;
    notification(leadPageUrl: string): LeadPhotosInMail;
  };
}

/** A stored request, or the first one stored with the same idempotency key (then nothing new was stored). */
export type StoreLeadResult =
  { id: string; reference: string; replayed: false } | { id: string; reference: string; replayed: true; redirectTo: string };

/** Thrown inside the transaction to roll the new request back: its key was already taken. */
class KeyAlreadyUsed extends Error {}

function truncate(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  // no control characters in what we keep from headers, nor any other hidden one (docs/product.md#visitor-text)
  const clean = withoutHiddenCharacters(value.replace(/[\u0000-\u001f\u007f]/g, " ")).trim();
  return clean ? clean.slice(0, max) : null;
}

function mailPayloadFor(
  id: string,
  reference: string,
  input: StoreLeadInput,
  receivedAt: Date,
  photos: LeadPhotosInMail | undefined,
): MailPayload {
  const env = getEnv();
  const host = new URL(env.SITE_URL).hostname || "localhost";
  const { submission } = input;
  const mail = leadNotificationMail({
    submission,
    reference,
    receivedAt,
    leadPageUrl: leadPageUrl(id),
    siteName: env.SITE_NAME,
    urgent: Boolean(input.urgent) || submission.form === "callback",
    ...(photos
      ? {
          photos: {
            stored: photos.stored,
            attached: photos.attachments.length,
            failed: photos.failed,
            thumbnailCids: photos.thumbnails.flatMap((t) => (t.cid ? [t.cid] : [])),
            text: photos.text,
          },
        }
      : {}),
  });
  const files = photos ? [...photos.thumbnails, ...photos.attachments] : [];
  return {
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(files.length > 0 ? { attachments: files } : {}),
    replyTo: mail.replyTo,
    messageId: `<lead-${id}@${host}>`,
    headers: { "X-Lead-Id": id, "X-Lead-Form": submission.form },
  };
}

/** The visitor's acknowledgement: Reply-To the business, so that an answer reaches a person. */
function acknowledgementPayloadFor(
  id: string,
  reference: string,
  submission: LeadSubmission,
  receivedAt: Date,
  site: SiteConfig,
  photoCount: number,
  visitBookingUrl: string | null,
): MailPayload {
  const env = getEnv();
  const mail = acknowledgementFor(submission, {
    reference,
    site,
    retentionMonths: env.LEAD_RETENTION_MONTHS,
    receivedAt,
    photoCount,
    visitBookingUrl,
  });
  const host = new URL(env.SITE_URL).hostname || "localhost";
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: { name: site.name.replace(/["\\\r\n]/g, ""), address: site.email },
    messageId: `<lead-ack-${id}@${host}>`,
    headers: { "X-Lead-Reference": reference, "Auto-Submitted": "auto-generated" },
  };
}

/**
 * Stores a request and, unless it is spam, its notification e-mail (and the
 * visitor's acknowledgement, unless LEAD_ACKNOWLEDGEMENT=off) in ONE
 * transaction, then asks the sender to deliver without waiting for it.
 * When this resolves, the request is committed. With an idempotency key
 * already used (within its retention), nothing is stored or mailed and the
 * first request is returned.
 */
export async function storeLead(
  input: StoreLeadInput,
  db: Kysely<DB> = getDatabase().db,
  clock: Clock = systemClock,
): Promise<StoreLeadResult> {
  const id = randomUUID();
  const now = new Date(clock()).toISOString();
  const { submission } = input;
  const attribution = input.attribution ?? {};
  const common = {
    id,
    form: submission.form,
    source_path: truncate(input.sourcePath, SOURCE_PATH_MAX_LENGTH),
    ip_hash: input.ipHash,
    user_agent: truncate(input.userAgent, USER_AGENT_MAX_LENGTH),
    spam: input.spam,
    created_at: now,
    status: "nouveau",
    urgent: input.urgent ?? false,
    landing_path: attribution.landingPath ?? null,
    referrer_host: attribution.referrerHost ?? null,
    utm_source: attribution.utmSource ?? null,
    utm_medium: attribution.utmMedium ?? null,
    utm_campaign: attribution.utmCampaign ?? null,
    gclid: attribution.gclid ?? null,
  };
  const fields =
    submission.form === "callback"
      ? {
          // one name field, kept whole; no e-mail address asked (docs/product.md#emergency-callback)
          first_name: "",
          last_name: submission.values.nom,
          email: "",
          phone: submission.values.telephone,
          city: submission.values.codePostal,
          address: "",
          project: "urgence",
          surface: null,
          message: CALLBACK_COPY.leadMessage,
        }
      : submission.form === "contact"
        ? {
            first_name: submission.values.prenom,
            last_name: submission.values.nom,
            email: submission.values.email,
            phone: submission.values.telephone,
            city: submission.values.ville,
            address: "",
            project: submission.values.projet,
            surface: null,
            message: submission.values.description,
          }
        : {
            first_name: submission.values.firstName,
            last_name: submission.values.lastName,
            email: submission.values.email,
            phone: submission.values.phone,
            city: "",
            address: submission.values.address,
            project: submission.values.projectType ?? null,
            surface: submission.values.surface ?? null,
            message: submission.values.description,
          };

  const { idempotency } = input;
  let reference: string;
  try {
    reference = await insertLead(db, input, { ...common, ...fields }, now, clock);
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed) || !idempotency) throw error;
    // a submission with the same key committed first (possibly while this one waited for its lock)
    const first = await findLeadSubmission(db, idempotency.key, clock);
    if (!first) throw error;
    const firstReference = await referenceOf(db, first.leadId);
    return { id: first.leadId, reference: firstReference ?? "", replayed: true, redirectTo: first.redirectTo };
  }
  if (!input.spam) {
    deliverQueuedMail();
    // the owner's phones (docs/product.md#admin-push): never awaited, never a reason for the request to fail
    notifyNewLead(id, { db, clock }).catch((err: unknown) =>
      logger.warn({ err, lead: id }, "push alert of a new request failed"),
    );
  }
  if (idempotency) {
    await pruneLeadSubmissionsNowAndThen(db, clock).catch((err: unknown) =>
      logger.warn({ err }, "expired lead keys could not be pruned"),
    );
  }
  return { id, reference, replayed: false };
}

/** The next reference of the request's year, taken in its transaction: unique across instances. */
async function nextReference(trx: Transaction<DB>, createdAt: string): Promise<string> {
  const year = parisYear(new Date(createdAt));
  const { last } = await trx
    .insertInto("lead_reference_counters")
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet({ last: sql<number>`lead_reference_counters.last + 1` }))
    .returning("last")
    .executeTakeFirstOrThrow();
  return formatLeadReference(year, Number(last));
}

export async function referenceOf(db: Kysely<DB>, leadId: string): Promise<string | null> {
  const row = await db.selectFrom("leads").select("reference").where("id", "=", leadId).executeTakeFirst();
  return row?.reference ?? null;
}

/** Stores the request (and its notification) and returns its reference. */
async function insertLead(
  db: Kysely<DB>,
  input: StoreLeadInput,
  row: Omit<Insertable<DB["leads"]>, "reference"> & { id: string; created_at: string },
  now: string,
  clock: Clock,
): Promise<string> {
  const { id } = row;
  const { submission, idempotency } = input;
  // read before the transaction (SQLite has one connection): the owner's saved phone and hours
  const site = await loadBusinessSettings(db);
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx, row.created_at);
    await trx
      .insertInto("leads")
      .values({ ...row, reference })
      .execute();
    await input.extras?.write(trx, id, now);
    if (
      idempotency &&
      !(await claimLeadSubmission(trx, { key: idempotency.key, leadId: id, redirectTo: idempotency.redirectTo }, clock))
    ) {
      throw new KeyAlreadyUsed();
    }
    const photos = input.spam ? undefined : input.extras?.notification(leadPageUrl(id));
    if (!input.spam) {
      await queueMail(trx, {
        kind: LEAD_NOTIFICATION_KIND,
        leadId: id,
        payload: mailPayloadFor(id, reference, input, new Date(now), photos),
        now,
      });
    }
    const env = getEnv();
    if (shouldAcknowledge({ setting: env.LEAD_ACKNOWLEDGEMENT, spam: input.spam, email: row.email })) {
      const bookingUrl = await visitBookingUrl(trx, id, { now: new Date(now), siteUrl: env.SITE_URL });
      const payload = acknowledgementPayloadFor(id, reference, submission, new Date(now), site, photos?.stored ?? 0, bookingUrl);
      // at most one per address a day, and a ceiling an hour; beyond, a note in the timeline instead
      const decision = await claimAcknowledgement(trx, {
        to: payload.to ?? "",
        now: Date.parse(now),
        perHour: env.LEAD_ACKNOWLEDGEMENTS_PER_HOUR,
        secret: env.AUTH_SECRET,
        kind: getDatabase().kind,
      });
      if (decision.send) {
        await queueMail(trx, { kind: LEAD_ACKNOWLEDGEMENT_KIND, leadId: id, payload, now });
      } else {
        logger.info({ leadId: id, reason: decision.reason }, "acknowledgement held back");
        await recordLeadEvent(trx, { leadId: id, kind: ACKNOWLEDGEMENT_HELD_EVENT, detail: decision.reason, at: new Date(now) });
      }
    }
    return reference;
  });
}
