import { redirect } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { getDb } from "~/db/client.server";
import { quoteEditorPath } from "~/features/quotes/admin-paths";
import { QUOTE_SEND_MESSAGES, revokeQuoteLink, sendQuote } from "~/features/quotes/sending.server";
import { formIntent } from "~/lib/form-intent";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/quote-send";

/** The intent of 'Révoquer le lien' (the same address as 'Envoyer'). */
const REVOKE_LINK_INTENT = "revoke-link";

/**
 * 'Envoyer' and 'Révoquer le lien' (docs/product.md#devis-sending, docs/product.md#devis-link): back to
 * the editor with what was done, or why nothing was.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const actor = user.name || user.email;
  const form = await request.formData();
  const back = quoteEditorPath(params.id);
  const now = new Date();
  const db = getDb();
  if (formIntent(form) === REVOKE_LINK_INTENT) {
    const revoked = await revokeQuoteLink(db, params.id, { actor, now });
    return redirectWithToast(
      back,
      revoked ? "success" : "error",
      revoked ? QUOTE_SEND_MESSAGES.revoked : QUOTE_SEND_MESSAGES.alreadyRevoked,
    );
  }
  const typedRevision = form.get("revision");
  const revision = typeof typedRevision === "string" && /^\d+$/.test(typedRevision) ? Number(typedRevision) : undefined;
  const result = await sendQuote(db, params.id, { actor, now, site: await loadBusinessSettings(db), revision });
  return redirectWithToast(back, result.ok ? "success" : "error", result.message);
}

/** Nothing to show here: the editor is the page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(quoteEditorPath(params.id));
}
