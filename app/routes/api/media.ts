import { getEnv } from "~/config/env.server";
import { requireAdminApi } from "~/features/auth/guards.server";
import { listMedia, toMediaItem } from "~/features/media/repository.server";
import { MEDIA_MESSAGES } from "~/features/media/rules";
import { getMediaStorage } from "~/features/media/storage.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/media";

/** Upper bound of one listing (the picker shows the newest). */
const PICKER_LIMIT = 500;

/**
 * GET /api/media[?kind=image|video]: the library as JSON for the media picker,
 * newest first (signed-in only). Uploads are POSTed to the same path and
 * handled by the streaming Express route (server/media.ts) before this one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request);
  const kindParam = new URL(request.url).searchParams.get("kind");
  const kind = kindParam === "image" || kindParam === "video" ? kindParam : undefined;
  try {
    const { storage } = getMediaStorage(getEnv());
    const items = (await listMedia({ kind, limit: PICKER_LIMIT })).map((r) => toMediaItem(r, storage));
    return Response.json({ success: true, items }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "media list failed");
    return Response.json({ success: false, error: MEDIA_MESSAGES.listError }, { status: 500 });
  }
}
