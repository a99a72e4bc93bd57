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

/** A devis whose customer is the person (work-records.server.ts). */
export interface PersonQuote {
  id: string;
  number: string;
  leadId: string | null;
  status: string;
  createdAt: string;
  firstSentAt: string | null;
  viewedAt: string | null;
  answeredAt: string | null;
  withdrawnAt: string | null;
  validUntil: string | null;
  refusalReason: string | null;
  /** the owner's working copy, as stored (JSON read back) */
  content: unknown;
  versions: { version: number; sentAt: string; document: unknown }[];
  /** the evidence of the signature, when signed */
  acceptance: {
    version: number;
    signerName: string;
    acceptedAt: string;
    ip: string;
    userAgent: string;
    tickedOptions: unknown;
    reducedVatStatement: boolean;
  } | null;
  /** a signed devis is kept when the person's data is erased (docs/decisions/042-personal-data-of-devis.md) */
  keptOnErasure: boolean;
}

export interface PersonVisit {
  id: string;
  leadId: string;
  startsAt: string;
  endsAt: string;
  status: string;
  bookedBy: string;
  note: string;
  createdAt: string;
  cancelledAt: string | null;
}

export interface PersonJobCompletion {
  leadId: string;
  jobDoneOn: string | null;
  reviewRequestOff: boolean;
  reviewRequestedAt: string | null;
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
  visits: PersonVisit[];
  jobCompletion: PersonJobCompletion | null;
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
  /** oldest first */
  quotes: PersonQuote[];
  /** when the address asked for no review request, or null */
  reviewOptOutSince: string | null;
}

export interface PersonalDataCounts {
  leads: number;
  photos: number;
  events: number;
  mails: number;
  submissions: number;
  counters: number;
  quotes: number;
  visits: number;
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
    quotes: record.quotes.length,
    visits: sum((l) => l.visits.length),
  };
}
