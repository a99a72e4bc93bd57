import { redirect } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { leadPagePath } from "~/features/leads/paths";
import { VISIT_FORM_MESSAGES, VISIT_INTENTS, parseOwnerVisitForm } from "~/features/visits/visit-form";
import { VISIT_ANCHOR } from "~/features/visits/visit-types";
import { visitContext } from "~/features/visits/visit-context.server";
import { cancelVisit, confirmVisit, moveVisit, planVisit, type VisitOutcome } from "~/features/visits/visits.server";
import { formIntent } from "~/lib/form-intent";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/lead-visit";

/** Nothing to show here: the panel lives on the lead page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(leadPagePath(params.id));
}

/**
 * The lead page's 'Visite' panel (docs/product.md#visits): plan, move, cancel, confirm the customer's pick.
 * Plain forms: the answer is the lead page again with a toast, the change made or refused in French, nothing changed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const actor = user.name || user.email;
  const form = await request.formData();
  const back = `${leadPagePath(params.id)}#${VISIT_ANCHOR}`;
  const ctx = await visitContext();
  let outcome: VisitOutcome;
  switch (formIntent(form)) {
    case VISIT_INTENTS.plan:
    case VISIT_INTENTS.move: {
      const parsed = parseOwnerVisitForm(form);
      if (!parsed.ok) return redirectWithToast(back, "error", parsed.message, { status: 303 });
      const change = formIntent(form) === VISIT_INTENTS.plan ? planVisit : moveVisit;
      outcome = await change(ctx, params.id, parsed.value, actor);
      break;
    }
    case VISIT_INTENTS.cancel:
      outcome = await cancelVisit(ctx, params.id, actor);
      break;
    case VISIT_INTENTS.confirm:
      outcome = await confirmVisit(ctx, params.id, actor);
      break;
    default:
      return redirectWithToast(back, "error", VISIT_FORM_MESSAGES.unknownAction, { status: 303 });
  }
  return redirectWithToast(back, outcome.ok ? "success" : "error", outcome.message, { status: 303 });
}
