import { data } from "react-router";
import { ARTICLE_CONTENT_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH } from "~/config/constants";
import { getEnv } from "~/config/env.server";
import { renderArticleHtml } from "~/features/articles/markdown.server";
import { ARTICLE_MESSAGES } from "~/features/articles/messages";
import { requireAdminApi } from "~/features/auth/guards.server";
import type { Route } from "./+types/article-preview";

const INVALID = "Aperçu impossible : requête invalide";

/**
 * The editor's preview: the article's markdown through the public page's
 * renderer and sanitiser (POST JSON { title, content } → { html }). Kept on
 * the server so the browser never downloads the markdown and sanitising code.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  if (request.method !== "POST") return data({ error: INVALID }, { status: 405 });
  const body: unknown = await request.json().catch(() => null);
  const { title, content } = (body ?? {}) as { title?: unknown; content?: unknown };
  if (typeof content !== "string" || (title !== undefined && typeof title !== "string")) {
    return data({ error: INVALID }, { status: 400 });
  }
  if (content.length > ARTICLE_CONTENT_MAX_LENGTH) return data({ error: ARTICLE_MESSAGES.contentTooLong }, { status: 413 });
  const html = renderArticleHtml(content, {
    title: typeof title === "string" ? title.slice(0, ARTICLE_TITLE_MAX_LENGTH) : undefined,
    siteOrigin: getEnv().SITE_URL,
  });
  return data({ html }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return data({ error: INVALID }, { status: 405 });
}
