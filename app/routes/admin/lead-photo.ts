import { Readable } from "node:stream";
import { requireAdmin } from "~/features/auth/guards.server";
import { readLeadPhoto } from "~/features/lead-photos/lead-photos.server";
import type { Route } from "./+types/lead-photo";

/**
 * GET /dashboard-management-panel/leads/{id}/photos/{photoId}[?taille=vignette|email]:
 * a request's photo, to a signed-in administrator only (the sign-in page
 * otherwise), never cached by a shared cache. Unknown ids: 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const size = new URL(request.url).searchParams.get("taille");
  const copy = size === "vignette" ? "thumb" : size === "email" ? "mail" : "full";
  const stream = await readLeadPhoto(params.id, params.photoId, copy);
  // X-Content-Type-Options: nosniff comes with every answer (server/security.ts)
  const headers = { "Cache-Control": "private, no-store" };
  if (!stream)
    return new Response("Photo introuvable", {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: { ...headers, "Content-Type": "image/jpeg", "Content-Disposition": "inline" },
  });
}
