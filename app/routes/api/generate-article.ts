import { GENERATE_MESSAGES, handleGenerateArticle } from "~/features/ai/generate.server";
import type { Route } from "./+types/generate-article";

/** POST /api/generate-article — see app/features/ai/generate.server.ts. */
export function action({ request }: Route.ActionArgs) {
  return handleGenerateArticle(request);
}

export function loader() {
  return Response.json(
    { success: false, error: GENERATE_MESSAGES.methodNotAllowed },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
}
