import { handleAltSuggestion } from "~/features/media/alt-suggestion.server";
import type { Route } from "./+types/media-alt-suggestion";

/** POST /api/media/alt-suggestion — see app/features/media/alt-suggestion.server.ts. */
export function action({ request }: Route.ActionArgs) {
  return handleAltSuggestion(request);
}

export function loader() {
  return Response.json(
    { success: false, error: "Méthode non autorisée : utilisez POST" },
    { status: 405, headers: { Allow: "POST" } },
  );
}
