import { redirect } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { SETTINGS_PATH } from "~/features/business-settings/paths";
import { CALENDAR_FEED_ANCHOR, CALENDAR_FEED_MESSAGES } from "~/features/calendar-feed/agenda-card";
import { regenerateCalendarFeed } from "~/features/calendar-feed/feed-link.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/calendar-feed-address";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`${SETTINGS_PATH}#${CALENDAR_FEED_ANCHOR}`);
}

/** 'Générer une nouvelle adresse' (docs/product.md#calendar-feed): the old address answers 404 from now on. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  await regenerateCalendarFeed(new Date());
  return redirectWithToast(`${SETTINGS_PATH}#${CALENDAR_FEED_ANCHOR}`, "success", CALENDAR_FEED_MESSAGES.regenerated);
}
