import { redirect } from "react-router";
import { handleLeadSubmission } from "~/features/leads/submit.server";
import type { Route } from "./+types/contact";

/** POST /api/leads/contact: form A (home #contact and /contact), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadSubmission("contact", request, context);
}

export function loader() {
  return redirect("/contact");
}
