import { readEventBeacon } from "~/features/analytics/events";
import { isBotAgent } from "~/features/analytics/page-views";
import { pageViewCounter } from "~/features/analytics/counting.server";
import { hashClientIp, hitRateLimit } from "~/lib/rate-limit.server";
import type { Route } from "./+types/event";

/** Beacons one address may send in a window; far above what a visitor taps, so a script cannot inflate the counts. */
const EVENTS_PER_WINDOW = 20;
const EVENT_WINDOW_MS = 10 * 60 * 1000;

const NO_CONTENT = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/evenement: the page's beacon for a tap on a phone number
 * (docs/product.md#statistics), form-encoded: e=appel, p=the page's path.
 * Always 204, whatever was sent: what is not a known event on one of our
 * public pages, comes from a robot, or too often from one address, counts nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return NO_CONTENT();
  let fields: FormData;
  try {
    fields = await request.formData();
  } catch {
    return NO_CONTENT();
  }
  const beacon = readEventBeacon((name) => fields.get(name));
  if (!beacon || isBotAgent(request.headers.get("user-agent") ?? undefined)) return NO_CONTENT();
  const limit = await hitRateLimit(`event:${hashClientIp(context.clientIp) ?? "unknown"}`, EVENTS_PER_WINDOW, EVENT_WINDOW_MS);
  if (limit.allowed) pageViewCounter().recordEvent(beacon.event, beacon.path);
  return NO_CONTENT();
}
