/**
 * What a form's page needs of the photo rules at once (the rest, rules.ts,
 * loads when photos are chosen: public pages keep their JavaScript budget).
 */

/** The form field that carries the photos (each file one entry). */
export const LEAD_PHOTOS_FIELD = "photos";
/** What the file input offers (a phone opens its camera or gallery); HEIC is named so iPhones offer their photos, and refused with its own message. */
export const LEAD_PHOTOS_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";
/** The most photos forms A and B take. */
export const LEAD_PHOTOS_MAX_COUNT = 6;
