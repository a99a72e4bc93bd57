/**
 * Storing and reading a library file's alt text (docs/product.md#media-alt-text).
 * A change moves the 'articles' content version in the same transaction: the
 * public article page shows a library file's alt text on its main image.
 */
import type { Kysely } from "kysely";
import { publicConfig } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { bumpContentVersion } from "~/lib/content-version.server";
import { ALT_TEXT_MESSAGES, checkAltText } from "./alt-text";
import { isSafeMediaName, isVariantName } from "./rules";
import { MEDIA_PATH_PREFIX, mediaBasesOf } from "./srcset";

export type SaveAltTextResult =
  /** stored (an empty text clears it) */
  | { status: "saved"; altText: string | null }
  /** `onlyIfMissing` and the file already had one: it is kept as it was */
  | { status: "kept"; altText: string }
  | { status: "not-found" }
  /** videos have no alt text */
  | { status: "not-an-image" };

/**
 * Writes `altText` (already checked by `checkAltText`) for the file `name`;
 * an empty text clears it. With `onlyIfMissing`, a file that already has one
 * keeps it: an image placed into an article gives the library the text typed
 * there only when the library had none.
 */
export async function saveMediaAltText(
  name: string,
  altText: string,
  options: { onlyIfMissing?: boolean } = {},
  db: Kysely<DB> = getDb(),
): Promise<SaveAltTextResult> {
  if (!isSafeMediaName(name) || isVariantName(name)) return { status: "not-found" };
  return db.transaction().execute(async (trx): Promise<SaveAltTextResult> => {
    const row = await trx.selectFrom("media").select(["kind", "alt_text"]).where("name", "=", name).executeTakeFirst();
    if (!row) return { status: "not-found" };
    if (row.kind !== "image") return { status: "not-an-image" };
    const current = row.alt_text?.trim() ? row.alt_text : null;
    if (options.onlyIfMissing && current) return { status: "kept", altText: current };
    const next = altText || null;
    if (next === current) return { status: "saved", altText: next };
    let update = trx.updateTable("media").set({ alt_text: next }).where("name", "=", name);
    // two requests filling a missing text at once: the first one wins, the second keeps it
    if (options.onlyIfMissing) update = update.where((eb) => eb.or([eb("alt_text", "is", null), eb("alt_text", "=", "")]));
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const now = await trx.selectFrom("media").select("alt_text").where("name", "=", name).executeTakeFirst();
      return now?.alt_text ? { status: "kept", altText: now.alt_text } : { status: "not-found" };
    }
    await bumpContentVersion("articles", trx);
    return { status: "saved", altText: next };
  });
}

/**
 * The stored name of a library file from one of its public URLs ('/media/…',
 * the site's absolute '/media/…', or under S3_PUBLIC_URL); null for anything else.
 */
export function mediaNameOfUrl(url: string | null | undefined, bases: readonly string[]): string | null {
  if (!url || /[?#]/.test(url)) return null;
  for (const base of [MEDIA_PATH_PREFIX, ...bases]) {
    if (!url.startsWith(base)) continue;
    const name = url.slice(base.length);
    if (isSafeMediaName(name) && !isVariantName(name)) return name;
  }
  return null;
}

/** The alt text of the library image at `url`, or null (not ours, unknown, or none written). */
export async function findMediaAltForUrl(url: string | null | undefined, db: Kysely<DB> = getDb()): Promise<string | null> {
  const name = mediaNameOfUrl(url, mediaBasesOf(publicConfig()));
  if (!name) return null;
  const row = await db.selectFrom("media").select("alt_text").where("name", "=", name).executeTakeFirst();
  return row?.alt_text?.trim() ? row.alt_text : null;
}

/** The form that saves an alt text: the library's 'Enregistrer', and the insert dialog's write-back. */
export const ALT_TEXT_FIELDS = {
  name: "name",
  altText: "altText",
  /** 'insert': the text is required, and stored only when the file had none */
  mode: "mode",
} as const;

export type AltTextFormResult =
  | { ok: true; name: string; altText: string | null; message: string }
  /** `value`: what was posted, shown again in the field */
  | { ok: false; name: string; error: string; value: string };

/** Reads and applies an alt-text form; the HTTP status to answer with (400 refused, 404 unknown file). */
export async function saveAltTextFromForm(form: FormData): Promise<{ status: number; result: AltTextFormResult }> {
  const name = String(form.get(ALT_TEXT_FIELDS.name) ?? "");
  const insert = form.get(ALT_TEXT_FIELDS.mode) === "insert";
  const value = String(form.get(ALT_TEXT_FIELDS.altText) ?? "");
  const checked = checkAltText(value, { required: insert });
  if (!checked.ok) return { status: 400, result: { ok: false, name, error: checked.error, value } };
  const saved = await saveMediaAltText(name, checked.value, { onlyIfMissing: insert });
  switch (saved.status) {
    case "not-found":
      return { status: 404, result: { ok: false, name, error: ALT_TEXT_MESSAGES.notFound, value } };
    case "not-an-image":
      return { status: 400, result: { ok: false, name, error: ALT_TEXT_MESSAGES.notAnImage, value } };
    case "kept":
      return { status: 200, result: { ok: true, name, altText: saved.altText, message: ALT_TEXT_MESSAGES.saved } };
    case "saved":
      return {
        status: 200,
        result: {
          ok: true,
          name,
          altText: saved.altText,
          message: saved.altText ? ALT_TEXT_MESSAGES.saved : ALT_TEXT_MESSAGES.cleared,
        },
      };
  }
}
