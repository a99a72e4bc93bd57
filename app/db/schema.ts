import type {
  AnalyticsSaltTable,
  AnalyticsVisitorTable,
  PageViewTotalTable,
  PageViewsDailyTable,
  VisitorEventTable,
} from "./schema-analytics";
import type {
  QuoteTable,
  QuoteVersionTable,
  QuoteAcceptanceTable,
  QuoteCounterTable,
  QuoteCatalogueTable,
} from "./schema-quotes";
import type {
  VisitTable,
  VisitBookingLinkTable,
  LeadJobCompletionTable,
  ReviewOptOutTable,
  CalendarFeedSecretTable,
} from "./schema-visits";

export type { VisitTable } from "./schema-visits";
import type { Generated } from "kysely";

/**
 * The application's tables (better-auth's own tables are managed by it).
 * Conventions, the same on SQLite and PostgreSQL:
 * - ids are text (UUID), timestamps are ISO-8601 UTC strings when read
 *   (text on SQLite, timestamptz on PostgreSQL parsed back to ISO strings);
 * - booleans are written as JS booleans (converted for SQLite) and read with `toBool`;
 * - lists and objects are JSON text.
 * Each feature adds its table interfaces here.
 */
export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

/** A quote request (docs/product.md#lead-submission); booleans are read with `toBool`. */
export interface LeadTable {
  id: string;
  /** 'contact' (form A, home #contact and /contact) or 'quote' (form B, /devis-gratuit) */
  form: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  /** the option's value (PROJECT_OPTIONS / QUOTE_PROJECT_TYPES), null when not given */
  project: string | null;
  surface: number | null;
  message: string;
  source_path: string | null;
  ip_hash: string | null;
  user_agent: string | null;
  spam: boolean;
  created_at: string;
  /** D-2026-0042: the year of receipt (Paris) and its number that year (features/leads/pipeline.ts) */
  reference: string;
  /** a LeadStatus: 'nouveau', 'contacte', 'visite', 'devis', 'gagne', 'perdu' */
  status: string;
  /** a LostReason, only with 'perdu' */
  lost_reason: string | null;
  /** 'YYYY-MM-DD': 'À rappeler le' */
  follow_up_on: string | null;
  /** when the request first left 'nouveau' (median time to first contact) */
  first_contacted_at: string | null;
  status_changed_at: string | null;
  /** an emergency call-back: notified as urgent */
  urgent: boolean;
  /** where the visit came from: its first page, the referrer's host, the first URL's campaign fields */
  landing_path: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  gclid: string | null;
}

/** The owner's side of a request's timeline (features/leads/timeline.server.ts). */
export interface LeadEventTable {
  id: string;
  lead_id: string;
  /** 'status' | 'note' | 'follow_up' | 'reminder' … */
  kind: string;
  /** the new status, the note's text, the date… as the kind says */
  detail: string | null;
  /** who did it (an administrator's name or e-mail), null for the system */
  actor: string | null;
  created_at: string;
}

/** A photo sent with a request (features/lead-photos/repository.server.ts). */
export interface LeadPhotoTable {
  id: string;
  lead_id: string;
  /** the full-size copy's key in the private photo storage; the e-mail and thumbnail copies derive from it */
  storage_key: string;
  /** the visitor's file name, cleaned */
  original_name: string;
  /** of the stored copy */
  mime: string;
  width: number;
  height: number;
  /** bytes of the full-size copy */
  size: number;
  /** order in which the visitor chose the photos */
  position: number;
  created_at: string;
}

/** Last reference number given per year (features/leads/store-lead.server.ts). */
export interface LeadReferenceCounterTable {
  year: number;
  last: number;
}

/** A job run that must happen once across instances and restarts (lib/job-claims.server.ts). */
export interface JobClaimTable {
  key: string;
  claimed_at: string;
}

/** An e-mail waiting to be sent, or sent (state machine in features/mail/sender.server.ts). */
export interface OutboxTable {
  id: string;
  kind: string;
  lead_id: string | null;
  /** JSON of the message (subject, text, Reply-To…) */
  payload: string;
  /** 'pending' | 'sending' | 'sent' | 'failed' */
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  claim_token: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** The idempotency key of a stored quote request (features/leads/idempotency.server.ts). */
export interface LeadSubmissionTable {
  /** SHA-256 (hex) of the form, the key sent with it (or the client's hashed address) and the validated entries */
  key: string;
  lead_id: string;
  /** where the first answer sent a visitor without JavaScript */
  redirect_to: string;
  created_at: string;
}

/** A device of an administrator that receives instant alerts (features/push/subscriptions.server.ts). */
export interface PushSubscriptionTable {
  id: string;
  /** better-auth's user.id of the administrator */
  user_id: string;
  /** the push service's URL for this device (https), unique */
  endpoint: string;
  /** the device's P-256 public key and auth secret, base64url as the Push API gives them */
  p256dh: string;
  auth: string;
  /** 'Chrome sur Android', 'Safari sur iPhone'… from the User-Agent when it subscribed */
  device: string;
  created_at: string;
  /** the last push the service accepted for it */
  last_used_at: string | null;
}

export interface ContentVersionTable {
  key: string;
  version: number;
}

/** Media library (docs/product.md#media-library): one row per stored original; `variants` is a JSON list of MediaVariant. */
export interface MediaTable {
  name: string;
  original_name: string;
  mimetype: string;
  kind: "image" | "video";
  size: number;
  width: number | null;
  height: number | null;
  variants: string;
  created_at: string;
  uploaded_by: string | null;
  /** what the image shows, for its `alt` (docs/product.md#media-alt-text); null until written */
  alt_text: string | null;
}

/** An article (docs/product.md#data-model). `published` is 0/1 on SQLite (read with `toBool`), `keywords` a JSON list. */
export interface ArticleTable {
  id: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  keywords: string;
  slug: string;
  author_id: string;
  published: boolean | number;
  created_at: string;
  updated_at: string;
  /** a draft's scheduled publication instant (docs/product.md#article-scheduling), null when not scheduled */
  publish_at: string | null;
}

/** A preview address of an article (docs/product.md#article-preview-links): only the token's SHA-256 is kept. */
export interface ArticlePreviewLinkTable {
  id: string;
  article_id: string;
  token_hash: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One kept version of an article (docs/product.md#article-revisions); `keywords` a JSON list, `kind` a RevisionKind. */
export interface ArticleRevisionTable {
  id: string;
  article_id: string;
  author_id: string;
  kind: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  keywords: string;
  /** the article version (updated_at) an autosave was typed on; null for saves and restores */
  based_on: string | null;
  created_at: string;
}

/** A site image the owner replaced (docs/product.md#site-images): `slot` is an ImageKey, `image` an ImageRef as JSON. */
export interface SiteImageTable {
  slot: string;
  image: string;
  updated_at: string;
  /** better-auth's user.id of the administrator who chose it */
  updated_by: string | null;
}

/** The owner's business details (docs/product.md#business-settings): one row, id 1; `settings` is JSON read with parseStoredSettings. */
export interface BusinessSettingsTable {
  id: number;
  settings: string;
  updated_at: string;
  updated_by: string | null;
}

/** A question and its answer shown on a public page (features/faq; docs/product.md#faq-admin). */
export interface FaqEntryTable {
  id: string;
  /** where it is shown: 'home', 'service:{slug}' or 'landing:conseil' */
  scope: string;
  /** order within its scope, ascending (gaps allowed) */
  position: number;
  question: string;
  answer: string;
  updated_at: string;
}

/** A customer testimonial shown on a landing page (features/faq). */
export interface TestimonialTable {
  id: string;
  /** the page that shows it: 'landing:conseil' */
  scope: string;
  position: number;
  name: string;
  /** the customer's project, shown under the name */
  project: string;
  /** 1 to 5 stars */
  rating: number;
  comment: string;
  /** the review's date, 'YYYY-MM-DD' (docs/product.md#reviews) */
  review_date: string;
  /** the date of the work it is about, 'YYYY-MM-DD', not after review_date */
  work_date: string;
  /** where it was collected: a key of features/faq/review-sources.ts ('company', 'email'…) */
  source: string;
  updated_at: string;
}

/** How the testimonials are collected and checked, the line shown under them (features/faq): one row, id 1; none: the default text. */
export interface ReviewPolicyTable {
  id: number;
  notice: string;
  updated_at: string;
}

/** A réalisation (features/projects/projects.server.ts); lists and image references are JSON text, booleans read with `toBool`. */
export interface ProjectTable {
  id: string;
  slug: string;
  title: string;
  location: string;
  /** 'YYYY-MM' */
  month: string;
  category: string;
  description: string;
  full_description: string;
  /** JSON list of ImageRef (features/site-images/image-ref.ts), each with its alt text */
  gallery: string;
  /** JSON ImageRef, both or neither */
  before_image: string | null;
  after_image: string | null;
  features: string;
  challenges: string;
  results: string;
  materials: string;
  duration: string;
  surface: string | null;
  /** 'À la une': shown on the home page */
  featured: boolean | number;
  published: boolean | number;
  /** public order, smallest first */
  position: number;
  created_at: string;
  updated_at: string;
}

/** An old public path answered with a 301 to its new one (features/redirects/redirects.server.ts). */
export interface RedirectTable {
  from_path: string;
  to_path: string;
  created_at: string;
  /** added by the owner on the 'Redirections' page; false: written when a page's address changed */
  manual: Generated<boolean | number>;
}

/** A public path that answered 404 (features/redirects/missing-pages.server.ts). */
export interface MissingPageTable {
  path: string;
  /** visits by people (any User-Agent not recognised as a robot) */
  hits: number;
  bot_hits: number;
  last_seen_at: string;
}

export interface DB {
  business_settings: BusinessSettingsTable;
  faq_entries: FaqEntryTable;
  testimonials: TestimonialTable;
  review_policy: ReviewPolicyTable;
  content_versions: ContentVersionTable;
  rate_limits: RateLimitTable;
  leads: LeadTable;
  lead_submissions: LeadSubmissionTable;
  lead_events: LeadEventTable;
  lead_photos: LeadPhotoTable;
  lead_reference_counters: LeadReferenceCounterTable;
  job_claims: JobClaimTable;
  outbox: OutboxTable;
  push_subscriptions: PushSubscriptionTable;
  media: MediaTable;
  articles: ArticleTable;
  article_preview_links: ArticlePreviewLinkTable;
  article_revisions: ArticleRevisionTable;
  site_images: SiteImageTable;
  projects: ProjectTable;
  redirects: RedirectTable;
  missing_pages: MissingPageTable;
  page_views_daily: PageViewsDailyTable;
  page_view_totals: PageViewTotalTable;
  visitor_events: VisitorEventTable;
  analytics_salts: AnalyticsSaltTable;
  analytics_visitors: AnalyticsVisitorTable;
  quotes: QuoteTable;
  quote_versions: QuoteVersionTable;
  quote_acceptances: QuoteAcceptanceTable;
  quote_counters: QuoteCounterTable;
  quote_catalogue: QuoteCatalogueTable;
  visits: VisitTable;
  visit_booking_links: VisitBookingLinkTable;
  lead_job_completions: LeadJobCompletionTable;
  review_opt_outs: ReviewOptOutTable;
  calendar_feed_secrets: CalendarFeedSecretTable;
}
