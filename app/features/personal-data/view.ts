/** What the 'Données personnelles' page shows (docs/product.md#personal-data), as its loader and action send it. Pure types. */
import type { PersonIdentifier } from "./identifier";
import type { PersonalDataCounts } from "./record";

export interface MailView {
  id: string;
  label: string;
  status: string;
  at: string;
}

export interface LeadDataView {
  id: string;
  reference: string;
  form: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  place: string;
  status: string;
  spam: boolean;
  pagePath: string;
  photos: { id: string; name: string; thumbnailUrl: string }[];
  events: number;
  mails: MailView[];
  submissions: number;
  /** '27 novembre 2029': the day the retention purge deletes it */
  deletedOn: string;
  /** 'Visite du 3 décembre 2026 à 09:00 (confirmée)' */
  visits: string[];
}

export interface QuoteDataView {
  id: string;
  number: string;
  state: string;
  createdAt: string;
  /** 'Signé par Claire Martin le …', or null */
  signature: string | null;
  editorPath: string;
  keptOnErasure: boolean;
}

export interface FoundView {
  kind: PersonIdentifier["kind"];
  query: string;
  counts: PersonalDataCounts;
  leads: LeadDataView[];
  quotes: QuoteDataView[];
  /** '12 mars 2026': the address asked for no review request then */
  reviewOptOutSince: string | null;
  otherMails: MailView[];
  counters: { id: string; label: string; since: string }[];
  exportUrl: string;
  photoStorage: "disk" | "s3";
}

export interface ScheduleView {
  retention: string;
  /** 'dans la minute' or 'le 27 novembre 2026, peu après minuit (heure de Paris)' */
  nextRun: string;
  /** '27 novembre 2023': that run deletes the requests received before it */
  cutoffDate: string;
}

export interface PersonalDataPageData {
  query: string;
  error: string | null;
  found: FoundView | null;
  schedule: ScheduleView;
}

export interface ErasureView {
  counts: PersonalDataCounts & { redactedMails: number };
  leftovers: { photoId: string; reference: string; name: string; reason: string }[];
  /** numbers of the signed devis kept */
  keptQuotes: string[];
}

export type EraseActionData =
  { ok: true; erased: ErasureView } | { ok: false; message: string | null; confirmationError: string | null };
