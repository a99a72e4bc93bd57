import { redirect } from "react-router";
import { handleLeadSubmission } from "~/features/leads/submit.server";
import type { Route } from "./+types/quote";

/** POST /api/leads/quote: form B (/devis-gratuit), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadSubmission("quote", request, context);
}

export function loader() {
  return redirect("/devis-gratuit");
}
