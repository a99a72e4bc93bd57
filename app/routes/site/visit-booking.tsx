import { data } from "react-router";
import { privateMeta } from "~/features/seo/meta";
import { pushToAdmins } from "~/features/push/send.server";
import { BOOKING_MESSAGES, BookingPage, type BookingAnswer, type BookingView } from "~/features/visits/booking-page";
import { parseSlotChoice } from "~/features/visits/visit-form";
import { SLOT_MESSAGES } from "~/features/visits/slots";
import { visitContext } from "~/features/visits/visit-context.server";
import { bookByCustomer, bookingPageData, cancelByCustomer, changeByCustomer, openSlots } from "~/features/visits/visits.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/cache-policy";
import { formIntent } from "~/lib/form-intent";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/visit-booking";

/**
 * Never indexed, never cached (docs/product.md#visits). The site's referrer policy already tells
 * another site the origin alone, never the token; 'no-referrer' would make the browser post the
 * page's own forms with 'Origin: null', which the same-origin rule refuses.
 */
const HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = await visitContext();
  const page = await bookingPageData(ctx.db, params.token);
  if (!page) return data({ view: { kind: "unknown" } as BookingView }, { status: 404, headers: HEADERS });
  const changing = page.visit !== null && new URL(request.url).searchParams.has("changer");
  const days = !page.visit || changing ? await openSlots(ctx.db, ctx.site, ctx.now, page.visit?.id) : [];
  return data({ view: { kind: "page", ...page, changing, days } as BookingView }, { headers: HEADERS });
}

/** Pick, change or cancel: the answer in French on the page; a refused pick changes nothing. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formIntent(form);
  const ctx = await visitContext();
  const answer = (a: BookingAnswer, status = 200) => data({ answer: a }, { status, headers: HEADERS });
  let outcome;
  if (intent === "cancel") outcome = await cancelByCustomer(ctx, params.token);
  else {
    const pick = parseSlotChoice(form.get("slot"));
    if (!pick) {
      if (!(await bookingPageData(ctx.db, params.token)))
        return answer({ ok: false, message: BOOKING_MESSAGES.unknownTitle }, 404);
      return answer({ ok: false, message: SLOT_MESSAGES.invalid }, 400);
    }
    outcome =
      intent === "change" ? await changeByCustomer(ctx, params.token, pick) : await bookByCustomer(ctx, params.token, pick);
  }
  if (!outcome) return answer({ ok: false, message: BOOKING_MESSAGES.unknownTitle }, 404);
  if (outcome.ok && outcome.push)
    pushToAdmins(outcome.push).catch((error: unknown) => logger.warn({ err: error }, "visit push failed"));
  return outcome.ok
    ? answer({ ok: true, message: outcome.message })
    : answer({ ok: false, message: outcome.message }, outcome.status);
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privateMeta(loaderData?.view.kind === "unknown" ? BOOKING_MESSAGES.unknownTitle : BOOKING_MESSAGES.title);

export default function VisitBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingPage view={loaderData.view} answer={actionData?.answer ?? null} />;
}
