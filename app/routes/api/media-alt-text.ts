import { requireAdminApi } from "~/features/auth/guards.server";
import { saveAltTextFromForm } from "~/features/media/alt-text.server";
import { ALT_TEXT_MESSAGES } from "~/features/media/alt-text";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/media-alt-text";

/**
 * POST /api/media/alt-text (docs/product.md#media-alt-text): saves a library
 * image's alt text from the article editor's insert dialog (form fields
 * `name`, `altText`, `mode=insert`: required, and stored only when the file
 * had none). JSON `{ ok, altText, message }` or `{ ok: false, error }` with
 * 400 (refused text), 401 (signed out) or 404 (unknown file).
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  try {
    const { status, result } = await saveAltTextFromForm(await request.formData());
    return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "media alt text save failed");
    return Response.json({ ok: false, name: "", error: ALT_TEXT_MESSAGES.saveError, value: "" }, { status: 500 });
  }
}

export function loader() {
  return Response.json(
    { ok: false, error: "Méthode non autorisée : utilisez POST" },
    { status: 405, headers: { Allow: "POST" } },
  );
}
