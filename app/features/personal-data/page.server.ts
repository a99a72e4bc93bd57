/**
 * The 'Données personnelles' page's server side (docs/product.md#personal-data): what its loader
 * shows (the search's findings, the next retention purge) and what its erase form does, as plain
 * data for the route module. Time comes from the clock passed in.
 */
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { getEnv } from "~/config/env.server";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { getLeadPhotoStorage, type LeadPhotoStorage } from "~/features/lead-photos/storage.server";
import { FORM_LABELS, type LeadForm } from "~/features/leads/format";
import { leadPagePath } from "~/features/leads/paths";
import { statusLabel } from "~/features/leads/pipeline";
import { mailName } from "~/features/leads/timeline";
import { quoteEditorPath } from "~/features/quotes/admin-paths";
import { quoteStateLabel, quoteStateOf } from "~/features/quotes/states";
import { systemClock, type Clock } from "~/lib/clock";
import { formatFrenchDate, formatFrenchDateTime } from "~/lib/dates";
import { formatMonths } from "~/lib/durations";
import { formIntent } from "~/lib/form-intent";
import { logger } from "~/lib/logger.server";
import { erasePersonalData, type ErasureReport } from "./erase.server";
import { VISIT_STATUS_LABELS } from "./export-document";
import { exportPersonalData } from "./export.server";
import { parsePersonSearch, type PersonIdentifier } from "./identifier";
import { ERASE_CONFIRMATION_WORD, PERSONAL_DATA_MESSAGES } from "./messages";
import { personalDataZipUrl } from "./paths";
import { countsOf, type PersonCounter, type PersonMail, type PersonQuote, type PersonVisit } from "./record";
import { findPersonalData } from "./records.server";
import { automaticDeletionDay, loadPurgeSchedule } from "./retention-schedule.server";
import type { EraseActionData, FoundView, MailView, PersonalDataPageData, QuoteDataView, ScheduleView } from "./view";

export interface PersonalDataDependencies {
  db: Kysely<DB>;
  storage: LeadPhotoStorage;
  /** AUTH_SECRET */
  secret: string;
  clock: Clock;
  /** LEAD_RETENTION_MONTHS */
  retentionMonths: number;
  /** the signed-in administrator's e-mail, for the log lines */
  actor: string;
}

/** The running server's: its database, photo storage, secret and settings, the system clock. */
export function personalDataDependencies(actor: string): PersonalDataDependencies {
  const env = getEnv();
  return {
    db: getDatabase().db,
    storage: getLeadPhotoStorage(env).storage,
    secret: env.AUTH_SECRET,
    clock: systemClock,
    retentionMonths: env.LEAD_RETENTION_MONTHS,
    actor,
  };
}

/* ---------------------------------------------------------------- view */

const MAIL_STATUS_LABELS: Record<string, string> = {
  pending: "en attente",
  sending: "envoi en cours",
  sent: "envoyé",
  failed: "échec",
};
const COUNTER_LABELS: Record<PersonCounter["kind"], string> = {
  acknowledgement: "Limite d'accusés de réception (adresse sous forme d'empreinte, effacée après 24\u00a0h)",
  "sign-in": "Tentatives de connexion à l'administration avec cette adresse",
  "password-reset": "Demandes de réinitialisation de mot de passe avec cette adresse",
};

function mailView(mail: PersonMail): MailView {
  return {
    id: mail.id,
    label: mailName(mail.kind),
    status: MAIL_STATUS_LABELS[mail.status] ?? mail.status,
    at: formatFrenchDateTime(mail.sentAt ?? mail.createdAt),
  };
}

const dayAsDate = (day: string) => formatFrenchDate(`${day}T12:00:00Z`);

function visitLine(visit: PersonVisit): string {
  return `Visite du ${formatFrenchDateTime(visit.startsAt)} (${VISIT_STATUS_LABELS[visit.status] ?? visit.status})`;
}

function quoteView(quote: PersonQuote, now: Date): QuoteDataView {
  const state = quoteStateLabel(quoteStateOf(quote, now));
  return {
    id: quote.id,
    number: quote.number,
    state,
    createdAt: formatFrenchDate(quote.createdAt),
    signature: quote.acceptance
      ? `Signé par ${quote.acceptance.signerName} le ${formatFrenchDateTime(quote.acceptance.acceptedAt)}`
      : null,
    editorPath: quoteEditorPath(quote.id),
    keptOnErasure: quote.keptOnErasure,
  };
}

async function foundView(identifier: PersonIdentifier, query: string, deps: PersonalDataDependencies): Promise<FoundView> {
  const record = await findPersonalData(deps.db, identifier, { secret: deps.secret });
  return {
    kind: identifier.kind,
    query,
    counts: countsOf(record),
    leads: record.leads.map((lead) => ({
      id: lead.id,
      reference: lead.reference,
      form: FORM_LABELS[(lead.form === "quote" || lead.form === "callback" ? lead.form : "contact") as LeadForm],
      receivedAt: formatFrenchDateTime(lead.createdAt),
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      phone: lead.phone,
      place: lead.address || lead.city,
      status: statusLabel(lead.status),
      spam: lead.spam,
      pagePath: leadPagePath(lead.id),
      photos: lead.photos.map((photo) => ({
        id: photo.id,
        name: photo.originalName,
        thumbnailUrl: `${leadPagePath(lead.id)}/photos/${encodeURIComponent(photo.id)}?taille=vignette`,
      })),
      events: lead.events.length,
      mails: lead.mails.map(mailView),
      submissions: lead.submissions.length,
      deletedOn: dayAsDate(automaticDeletionDay(new Date(lead.createdAt), deps.retentionMonths)),
      visits: lead.visits.map(visitLine),
    })),
    quotes: record.quotes.map((quote) => quoteView(quote, new Date(deps.clock()))),
    reviewOptOutSince: record.reviewOptOutSince ? formatFrenchDate(record.reviewOptOutSince) : null,
    otherMails: record.otherMails.map(mailView),
    counters: record.counters.map((counter, i) => ({
      id: String(i),
      label: COUNTER_LABELS[counter.kind],
      since: formatFrenchDateTime(counter.windowStart),
    })),
    exportUrl: personalDataZipUrl(query),
    photoStorage: deps.storage.driver,
  };
}

async function scheduleView(deps: PersonalDataDependencies): Promise<ScheduleView> {
  const now = new Date(deps.clock());
  const schedule = await loadPurgeSchedule(deps.db, now, deps.retentionMonths);
  return {
    retention: formatMonths(deps.retentionMonths),
    nextRun: schedule.ranToday
      ? `le ${formatFrenchDate(schedule.nextRunAt)}, peu après minuit (heure de Paris)`
      : "dans la minute",
    cutoffDate: formatFrenchDate(schedule.cutoff),
  };
}

/** The page for the search `q` (empty: the form alone, without an error). */
export async function loadPersonalDataPage(q: string | null, deps: PersonalDataDependencies): Promise<PersonalDataPageData> {
  const query = (q ?? "").slice(0, 300);
  const schedule = await scheduleView(deps);
  if (q === null) return { query, error: null, found: null, schedule };
  const parsed = parsePersonSearch(query);
  if (!parsed.ok) return { query, error: parsed.message, found: null, schedule };
  return { query, error: null, found: await foundView(parsed.identifier, query.trim(), deps), schedule };
}

/* --------------------------------------------------------------- export */

/** The ZIP download, or the French message of a wrong search. */
export async function personalDataDownload(q: string | null, deps: PersonalDataDependencies): Promise<Response> {
  const headers = { "Cache-Control": "private, no-store" };
  const parsed = parsePersonSearch(q);
  if (!parsed.ok)
    return new Response(parsed.message, { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  const site = await loadBusinessSettings(deps.db);
  const { zip } = await exportPersonalData(parsed.identifier, {
    ...deps,
    controller: { name: site.legalName || site.name, email: site.email, phone: site.phone },
  });
  const day = new Date(deps.clock()).toISOString().slice(0, 10);
  return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, {
    headers: {
      ...headers,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="donnees-personnelles-${day}.zip"`,
    },
  });
}

/* ---------------------------------------------------------------- erase */

export function isEraseConfirmed(value: unknown): boolean {
  return typeof value === "string" && value.trim().toUpperCase() === ERASE_CONFIRMATION_WORD;
}

/** The erase form: the search and the confirmation checked, then everything erased (or the French reason it was not). */
export async function runEraseForm(
  form: FormData,
  deps: PersonalDataDependencies,
): Promise<{ status: number; data: EraseActionData }> {
  const refuse = (message: string | null, confirmationError: string | null = null) => ({
    status: 400,
    data: { ok: false as const, message, confirmationError },
  });
  if (formIntent(form) !== "erase") return refuse(PERSONAL_DATA_MESSAGES.unknownAction);
  const parsed = parsePersonSearch(form.get("q"));
  if (!parsed.ok) return refuse(parsed.message);
  if (!isEraseConfirmed(form.get("confirmation"))) return refuse(null, PERSONAL_DATA_MESSAGES.confirmationMissing);
  let report: ErasureReport;
  try {
    report = await erasePersonalData(parsed.identifier, deps);
  } catch (error) {
    logger.error({ err: error, by: deps.actor }, "personal data: the erasure failed, nothing was erased");
    return { status: 500, data: { ok: false, message: PERSONAL_DATA_MESSAGES.eraseFailed, confirmationError: null } };
  }
  return {
    status: 200,
    data: {
      ok: true,
      erased: {
        counts: report.counts,
        leftovers: report.leftovers.map((l) => ({
          photoId: l.photoId,
          reference: l.reference,
          name: l.originalName,
          reason: l.reason,
        })),
        keptQuotes: report.keptQuotes,
      },
    },
  };
}
