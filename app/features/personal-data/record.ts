/** Everything the product keeps about one person, as read from the database (records.server.ts). Dates are ISO strings. */
import type { PersonIdentifier } from "./identifier";

export interface PersonPhoto {
  id: string;
  leadId: string;
  /** the full-size copy's key in the private photo storage */
  storageKey: string;
  originalName: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  position: number;
  createdAt: string;
}

export interface PersonEvent {
  id: string;
  kind: string;
  detail: string | null;
  actor: string | null;
  createdAt: string;
}

/** An e-mail of the outbox, its payload read back. */
export interface PersonMail {
  id: string;
  leadId: string | null;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  subject: string;
  text: string;
  /** the recipient when it is not the owner (the acknowledgement: the person) */
  to: string | null;
  replyTo: string | null;
}

/** The idempotency key of a stored request (features/leads/idempotency.server.ts): a hash, kept 24 h. */
export interface PersonSubmission {
  key: string;
  createdAt: string;
}

export interface PersonLead {
  id: string;
  reference: string;
  form: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  project: string | null;
  surface: number | null;
  message: string;
  sourcePath: string | null;
  ipHash: string | null;
  userAgent: string | null;
  spam: boolean;
  urgent: boolean;
  createdAt: string;
  status: string;
  lostReason: string | null;
  followUpOn: string | null;
  firstContactedAt: string | null;
  statusChangedAt: string | null;
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  gclid: string | null;
  photos: PersonPhoto[];
  events: PersonEvent[];
  mails: PersonMail[];
  submissions: PersonSubmission[];
}

export type CounterKind = "acknowledgement" | "sign-in" | "password-reset";

/** A rate-limit row keyed by the person's address (as an HMAC for the acknowledgements). */
export interface PersonCounter {
  key: string;
  kind: CounterKind;
  /** epoch ms: the start of its window */
  windowStart: number;
  count: number;
}

export interface PersonalDataRecord {
  identifier: PersonIdentifier;
  /** newest first */
  leads: PersonLead[];
  /** e-mails about no request that name the person (the morning digest lists requests by reference and name) */
  otherMails: PersonMail[];
  counters: PersonCounter[];
}

export interface PersonalDataCounts {
  leads: number;
  photos: number;
  events: number;
  mails: number;
  submissions: number;
  counters: number;
}

export function countsOf(record: PersonalDataRecord): PersonalDataCounts {
  const sum = (pick: (lead: PersonLead) => number) => record.leads.reduce((total, lead) => total + pick(lead), 0);
  return {
    leads: record.leads.length,
    photos: sum((l) => l.photos.length),
    events: sum((l) => l.events.length),
    mails: sum((l) => l.mails.length) + record.otherMails.length,
    submissions: sum((l) => l.submissions.length),
    counters: record.counters.length,
  };
}
