import { data } from "react-router";
import { privateMeta } from "~/features/seo/meta";
import { findUnsubscribeTarget, optOutByToken } from "~/features/reviews/opt-out.server";
import { UNSUBSCRIBE_MESSAGES, UnsubscribePage, type UnsubscribeView } from "~/features/reviews/unsubscribe-page";
import { PRIVATE_CACHE_CONTROL } from "~/lib/cache-policy";
import type { Route } from "./+types/review-unsubscribe";

/**
 * Never indexed, never cached, never told to another site (docs/product.md#review-requests). 'same-origin',
 * not 'no-referrer': under 'no-referrer' the browser posts the confirm button with `Origin: null`, which
 * the framework refuses.
 */
const HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };

export async function loader({ params }: Route.LoaderArgs) {
  const target = await findUnsubscribeTarget(params.token);
  const view: UnsubscribeView = !target ? "unknown" : target.optedOut ? "already" : "confirm";
  return data({ view }, { status: target ? 200 : 404, headers: HEADERS });
}

/** The page's button, and the one-click post of mail providers (body 'List-Unsubscribe=One-Click'): both record the opt-out. */
export async function action({ params }: Route.ActionArgs) {
  const done = await optOutByToken(params.token, new Date());
  return data({ view: (done ? "done" : "unknown") as UnsubscribeView }, { status: done ? 200 : 404, headers: HEADERS });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privateMeta(loaderData?.view === "unknown" ? UNSUBSCRIBE_MESSAGES.unknownTitle : UNSUBSCRIBE_MESSAGES.title);

export default function ReviewUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage view={actionData?.view ?? loaderData.view} />;
}
