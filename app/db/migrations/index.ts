import { foundation } from "./001-foundation";
import { leads } from "./002-leads";
import { articles } from "./003-articles";
import { media } from "./004-media";
import { contentVersion } from "./006-content-version";
import { leadIdempotency } from "./007-lead-idempotency";
import { leadPipeline } from "./008-lead-pipeline";
import { pushSubscriptions } from "./009-push-subscriptions";
import { leadPhotos } from "./010-lead-photos";
import { projects } from "./011-projects";
import { siteImages } from "./012-site-images";
import { faqTestimonials } from "./013-faq-testimonials";
import { businessSettings } from "./014-business-settings";
import { articleSearch } from "./015-article-search";
import { redirectsAndMissingPages } from "./016-redirects-and-missing-pages";
import { articleScheduleAndPreviews } from "./018-article-schedule-and-previews";
import { articleRevisions } from "./017-article-revisions";
import { mediaAltText } from "./019-media-alt-text";
import { pageAnalytics } from "./020-page-analytics";
import { reviewDatesAndSources } from "./021-review-dates-and-sources";
import { quotes } from "./022-quotes";
import { visits } from "./023-visits";
import { reviews } from "./024-reviews";
import type { AppMigration } from "./types";

/**
 * Every migration, in order. Names sort in execution order; never rename or
 * edit one that has shipped: add a new one.
 */
export const migrations: Record<string, AppMigration> = {
  "001-foundation": foundation,
  "002-leads": leads,
  "003-articles": articles,
  "004-media": media,
  "006-content-version": contentVersion,
  "007-lead-idempotency": leadIdempotency,
  "008-lead-pipeline": leadPipeline,
  "009-push-subscriptions": pushSubscriptions,
  "010-lead-photos": leadPhotos,
  "011-projects": projects,
  "012-site-images": siteImages,
  "013-faq-testimonials": faqTestimonials,
  "014-business-settings": businessSettings,
  "015-article-search": articleSearch,
  "016-redirects-and-missing-pages": redirectsAndMissingPages,
  "018-article-schedule-and-previews": articleScheduleAndPreviews,
  "017-article-revisions": articleRevisions,
  "019-media-alt-text": mediaAltText,
  "020-page-analytics": pageAnalytics,
  "021-review-dates-and-sources": reviewDatesAndSources,
  "022-quotes": quotes,
  "023-visits": visits,
  "024-reviews": reviews,
};
