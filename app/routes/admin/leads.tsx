import { data } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { parseLeadFilter } from "~/features/leads/format";
import { LeadInbox, LEAD_INBOX_TITLE } from "~/features/leads/inbox";
import { leadCounts, listLeads, retryLeadNotification, SEARCH_MAX_LENGTH } from "~/features/leads/inbox-queries.server";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/leads";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta(`${LEAD_INBOX_TITLE} - Administration`);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH);
  const filter = parseLeadFilter(url.searchParams.get("filtre"));
  const page = Number(url.searchParams.get("page") ?? "1");
  const [result, counts] = await Promise.all([listLeads({ q, filter, page }), leadCounts()]);
  return { ...result, counts, q, filter };
}

export const LEAD_ACTION_MESSAGES = {
  notFound: "Demande introuvable.",
  retryImpossible: "Cette notification n'est pas en échec.",
  invalid: "Action inconnue.",
} as const;

/** Relaunching a failed notification (the pipeline's actions are on each lead's page). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  const form = await request.formData();
  const intent = formIntent(form);
  const id = String(form.get("id") ?? "");
  if (intent === "retry") {
    const ok = await retryLeadNotification(id);
    return ok
      ? { ok: true as const }
      : data({ ok: false as const, error: LEAD_ACTION_MESSAGES.retryImpossible }, { status: 409 });
  }
  return data({ ok: false as const, error: LEAD_ACTION_MESSAGES.invalid }, { status: 400 });
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  return <LeadInbox {...loaderData} />;
}
