/**
 * 'Avis clients' in Réglages (docs/product.md#review-requests): the business's Google review link,
 * where every customer whose job is done is sent, and how many days after the end of the work the
 * request goes. Without a link no request is sent.
 */
import { z } from "zod";
import type { ReviewRequestSettings } from "~/config/site";
import { readTextFields, storedObject } from "./fields";
import type { SettingsSection } from "./section";

export const REVIEW_DELAY_MAX_DAYS = 60;
export const DEFAULT_REVIEW_DELAY_DAYS = 3;

export const REVIEW_SETTINGS_MESSAGES = {
  reviewUrlInvalid:
    "Lien invalide\u00a0: l'adresse complète de votre page d'avis Google, commençant par https:// (ex. https://g.page/r/…/review)\u00a0; ou laissez vide.",
  reviewDelayInvalid: `Délai invalide\u00a0: un nombre entier de jours, de 0 à ${REVIEW_DELAY_MAX_DAYS}.`,
} as const;

export interface ReviewRequestSectionSettings {
  reviewRequest: ReviewRequestSettings;
}

export interface ReviewRequestDraft {
  googleReviewUrl: string;
  reviewDelayDays: string;
}

function isHttpsUrl(value: string): boolean {
  if (value.length > 500 || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
}

const schema = z
  .object({
    googleReviewUrl: z
      .string()
      .trim()
      .refine((typed) => typed === "" || isHttpsUrl(typed), REVIEW_SETTINGS_MESSAGES.reviewUrlInvalid),
    reviewDelayDays: z
      .string()
      .trim()
      .refine(
        (typed) => /^\d{1,2}$/.test(typed) && Number(typed) <= REVIEW_DELAY_MAX_DAYS,
        REVIEW_SETTINGS_MESSAGES.reviewDelayInvalid,
      )
      .transform(Number),
  })
  .transform(({ googleReviewUrl, reviewDelayDays }) => ({ reviewRequest: { googleReviewUrl, delayDays: reviewDelayDays } }));

export const reviewRequestSection: SettingsSection<ReviewRequestDraft, ReviewRequestSectionSettings> = {
  readForm: (form) => readTextFields(form, ["googleReviewUrl", "reviewDelayDays"]),
  schema,
  // saved before the section existed: no link (nothing sent) and the default delay
  stored: storedObject({
    reviewRequest: storedObject({
      googleReviewUrl: z.string().catch(""),
      delayDays: z.number().int().min(0).max(REVIEW_DELAY_MAX_DAYS).catch(DEFAULT_REVIEW_DELAY_DAYS),
    }),
  }).transform(({ reviewRequest: r }) => ({ googleReviewUrl: r.googleReviewUrl, reviewDelayDays: String(r.delayDays) })),
  toDraft: (s) => ({ googleReviewUrl: s.reviewRequest.googleReviewUrl, reviewDelayDays: String(s.reviewRequest.delayDays) }),
  fromSite: (site) => ({ reviewRequest: { ...site.reviewRequest } }),
  toSite: (s) => ({ reviewRequest: s.reviewRequest }),
};
