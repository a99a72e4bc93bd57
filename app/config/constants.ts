/**
 * Technical constants (docs/product.md#constants), named once. Business identity (phone, e-mail…)
 * lives in `site.ts` and comes from configuration.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent-v1";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const CONSENT_VERSION = "2.0";
export const CONSENT_VALIDITY_DAYS = 395;
export const CONSENT_BANNER_DELAY_MS = 200;
export const CONSENT_RELOAD_DELAY_MS = 500;
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export const HEADER_SCROLL_OFFSET_PX = 80;

export const PROJECT_META_DESCRIPTION_LENGTH = 155;
export const EXCERPT_FALLBACK_LENGTH = 200;
export const AI_EXCERPT_LENGTH = 150;
export const AI_EXCERPT_MIN_CUT = 100;
export const ARTICLE_LIST_MAX_KEYWORDS = 3;
export const SERVICE_INDEX_FEATURES = 4;
export const BLOG_PAGE_SIZE = 12;
export const RSS_ITEMS = 20;

export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const VIDEO_MAX_BYTES = 50 * MB;

/** The business was created on 19 May 2020; experience is counted from then. */
export const BUSINESS_CREATION_DATE = { year: 2020, month: 5, day: 19 } as const;

/* Form and content limits (our own: generous server-side bounds). */
export const SLUG_MAX_LENGTH = 80;
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_EXCERPT_MAX_LENGTH = 1000;
export const ARTICLE_CATEGORY_MAX_LENGTH = 80;
export const ARTICLE_KEYWORD_MAX_LENGTH = 60;
export const ARTICLE_MAX_KEYWORDS = 20;
export const ARTICLE_CONTENT_MAX_LENGTH = 200_000;
export const IMAGE_URL_MAX_LENGTH = 2048;
export const AI_PROMPT_MAX_LENGTH = 2000;
/** Hard cap on a generated article (characters), whatever the model's max_tokens does. */
export const AI_OUTPUT_MAX_CHARS = 60_000;

export const LEAD_NAME_MAX_LENGTH = 100;
export const LEAD_PHONE_MAX_LENGTH = 40;
export const LEAD_EMAIL_MAX_LENGTH = 254;
export const LEAD_CITY_MAX_LENGTH = 120;
export const LEAD_ADDRESS_MAX_LENGTH = 300;
export const LEAD_DESCRIPTION_MAX_LENGTH = 5000;
export const LEAD_SURFACE_MAX_M2 = 100_000;

/** Responsive image variants (WebP and AVIF), never upscaled. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
