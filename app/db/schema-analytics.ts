/** The tables of the first-party statistics (features/analytics; db/migrations/020-page-analytics.ts). */

/** Page views and visitors of a day (features/analytics): '' where a value is missing. */
export interface PageViewsDailyTable {
  /** the Paris calendar day, YYYY-MM-DD */
  day: string;
  path: string;
  referrer_host: string;
  campaign: string;
  source: string;
  /** 'mobile' or 'desktop' */
  device: string;
  views: number;
  /** visitors whose first page of the day this row is */
  visitors: number;
}

/** The same counts per day for one dimension alone: 'total' (value ''), 'path', 'referrer', 'campaign', 'source', 'device'. */
export interface PageViewTotalTable {
  dimension: string;
  day: string;
  value: string;
  views: number;
  visitors: number;
}

/** Taps on a phone number ('appel') per day and page. */
export interface VisitorEventTable {
  day: string;
  event: string;
  path: string;
  count: number;
}

/** The random salt of a day's visitor keys, deleted once the day is over. */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
}

/** A day's visitor keys (16 hex characters of a salted hash), so that each visitor counts once across instances. */
export interface AnalyticsVisitorTable {
  day: string;
  visitor: string;
}
