import { redirect } from "react-router";
import { handleLeadSubmission } from "~/features/leads/submit.server";
import type { Route } from "./+types/callback";

/** POST /api/leads/callback: the emergency call-back (/urgence-toiture), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadSubmission("callback", request, context);
}

export function loader() {
  return redirect("/urgence-toiture");
}
