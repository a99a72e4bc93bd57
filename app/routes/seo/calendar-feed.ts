import { getEnv } from "~/config/env.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { isCurrentCalendarFeed } from "~/features/calendar-feed/feed-link.server";
import { calendarFeedText } from "~/features/calendar-feed/feed.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/cache-policy";
import type { Route } from "./+types/calendar-feed";

/** Private to whoever holds the address: never cached, never indexed (docs/product.md#calendar-feed). */
const PRIVATE_HEADERS = {
  "Cache-Control": PRIVATE_CACHE_CONTROL,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export const CALENDAR_FEED_NOT_FOUND =
  "Agenda introuvable\u00a0: cette adresse n'existe pas ou a été remplacée. Copiez la nouvelle adresse dans Réglages, carte «\u00a0Agenda\u00a0».";

/** The owner's calendar (`/agenda/{token}.ics`); a guessed, malformed or revoked address answers the same 404. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!(await isCurrentCalendarFeed(params.file))) {
    return new Response(CALENDAR_FEED_NOT_FOUND, {
      status: 404,
      headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const env = getEnv();
  const body = await calendarFeedText({ site: await loadBusinessSettings(), siteUrl: env.SITE_URL, now: new Date() });
  return new Response(body, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="agenda.ics"',
    },
  });
}
