/**
 * The visitor events the site counts besides page views (docs/product.md#statistics):
 * only a tap on a phone number ('appel'), sent by the page's beacon with the
 * page's path and nothing else. Pure: the beacon's answer and its tests.
 */
import { pagePathOf } from "./page-views";

export const VISITOR_EVENTS = ["appel"] as const;
export type VisitorEvent = (typeof VISITOR_EVENTS)[number];

/** Where the page's beacon posts (app/routes/api/event.ts). */
export const EVENT_ENDPOINT = "/api/evenement";

export interface EventBeacon {
  event: VisitorEvent;
  path: string;
}

const MAX_PATH_LENGTH = 200;

/**
 * The event a beacon's fields name, or null for anything else: an unknown
 * event, a path that is not one of our public pages (another site's address,
 * admin, API, a file), or a value too long to be a page of ours.
 */
export function readEventBeacon(get: (name: string) => unknown): EventBeacon | null {
  const event = get("e");
  const path = get("p");
  if (typeof event !== "string" || !(VISITOR_EVENTS as readonly string[]).includes(event)) return null;
  if (typeof path !== "string" || path.length > MAX_PATH_LENGTH || /[?#\s]/.test(path)) return null;
  const page = pagePathOf(path);
  return page ? { event: event as VisitorEvent, path: page } : null;
}
