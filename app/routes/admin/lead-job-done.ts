import { redirect } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { leadPagePath } from "~/features/leads/paths";
import { parisToday } from "~/features/faq/review-dates";
import { saveJobCompletion } from "~/features/reviews/completion.server";
import { JOB_DONE_MESSAGES, parseJobDoneForm } from "~/features/reviews/job-done-form";
import { JOB_DONE_ANCHOR } from "~/features/reviews/paths";
import { systemClock } from "~/lib/clock";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/lead-job-done";

/** Nothing to show here: the panel lives on the lead page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(leadPagePath(params.id));
}

/** The lead page's 'Chantier' panel (docs/product.md#review-requests): saved, or refused with its French reason, nothing changed. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const back = `${leadPagePath(params.id)}#${JOB_DONE_ANCHOR}`;
  const parsed = parseJobDoneForm(await request.formData(), parisToday(systemClock));
  if (!parsed.ok) return redirectWithToast(back, "error", parsed.message);
  const result = await saveJobCompletion(params.id, parsed.value, { actor: user.name || user.email, now: new Date() });
  if (result === "missing") return redirectWithToast(leadPagePath(params.id), "error", JOB_DONE_MESSAGES.notFound);
  if (result === "not-won") return redirectWithToast(back, "error", JOB_DONE_MESSAGES.notWon);
  return redirectWithToast(back, "success", JOB_DONE_MESSAGES.saved);
}
