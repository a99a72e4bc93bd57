/**
 * The edit page's posts that are not a save: making and revoking preview
 * links (docs/product.md#article-preview-links). They post to the edit page
 * itself (with or without JavaScript) and are told apart by their intent; the
 * save action handles every other post, a visitor without a session included.
 */
import { data } from "react-router";
import { getEnv } from "~/config/env.server";
import { getSessionUser, requireAdminApi } from "~/features/auth/guards.server";
import { formatFrenchAbbreviatedDateTime } from "~/lib/dates";
import { systemClock, type Clock } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import {
  previewPath,
  PREVIEW_LINK_FIELDS,
  PREVIEW_LINK_INTENTS,
  PREVIEW_LINK_MESSAGES,
  type PreviewLinkActionResult,
  type PreviewLinkRow,
} from "./preview-links";
import { createPreviewLink, listActivePreviewLinks, revokePreviewLink } from "./preview-links.server";
import { formIntent } from "~/lib/form-intent";

const INTENTS = new Set<string>(Object.values(PREVIEW_LINK_INTENTS));

/** The author's article's active links, for the edit page's loader. */
export async function previewLinkRows(
  articleId: string,
  authorId: string,
  clock: Clock = systemClock,
): Promise<PreviewLinkRow[]> {
  const links = await listActivePreviewLinks(articleId, authorId, new Date(clock()));
  return links.map((link) => ({
    id: link.id,
    createdLabel: formatFrenchAbbreviatedDateTime(link.created_at),
    expiresLabel: formatFrenchAbbreviatedDateTime(link.expires_at),
  }));
}

/**
 * The preview-link post's answer, or null when the post is something else
 * (then nothing was read from the original request: the save reads it).
 * Another author's article, or a link that is not its: 404, nothing changed.
 */
export async function previewLinkAction(request: Request, articleId: string, clock: Clock = systemClock) {
  // Without a session the save answers (401, before reading the body); ours is only read for a signed-in administrator.
  if (!(await getSessionUser(request))) return null;
  const form = await request.clone().formData();
  const intent = formIntent(form);
  if (!INTENTS.has(intent)) return null;
  const user = await requireAdminApi(request);
  const now = new Date(clock());
  const answer = (status: number, previewLinks: PreviewLinkActionResult["previewLinks"]) =>
    data<PreviewLinkActionResult>({ previewLinks }, { status });
  try {
    if (intent === PREVIEW_LINK_INTENTS.create) {
      const made = await createPreviewLink(articleId, user.id, now);
      if (!made) return answer(404, { ok: false, message: PREVIEW_LINK_MESSAGES.error });
      const url = new URL(previewPath(made.token), getEnv().SITE_URL).href;
      return answer(200, {
        ok: true,
        message: PREVIEW_LINK_MESSAGES.created,
        created: { url, expiresLabel: formatFrenchAbbreviatedDateTime(made.link.expires_at) },
      });
    }
    const linkId = form.get(PREVIEW_LINK_FIELDS.linkId);
    const revoked = typeof linkId === "string" && (await revokePreviewLink(linkId, articleId, user.id, now));
    if (!revoked) return answer(404, { ok: false, message: PREVIEW_LINK_MESSAGES.error });
    return answer(200, { ok: true, message: PREVIEW_LINK_MESSAGES.revoked });
  } catch (error) {
    logger.error({ err: error, articleId, userId: user.id, intent }, "preview link change failed");
    return answer(500, { ok: false, message: PREVIEW_LINK_MESSAGES.error });
  }
}
