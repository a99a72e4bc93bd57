import { data, Link } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { listLeadPhotos } from "~/features/lead-photos/lead-photos.server";
import { getLead, retryLeadNotification } from "~/features/leads/inbox-queries.server";
import { LeadPage, LEAD_PAGE_MESSAGES } from "~/features/leads/lead-page";
import { AFTER_CALL_ANCHOR, AFTER_CALL_INTENT, IN_PLACE_FIELD, type AfterCallResult } from "~/features/leads/after-call-panel";
import { parseAfterCall, parseFollowUp, parseNote, parseStatusChange } from "~/features/leads/pipeline";
import { addLeadNote, deleteLead, saveAfterCall, setLeadFollowUp, setLeadStatus } from "~/features/leads/pipeline.server";
import { leadTimeline } from "~/features/leads/timeline.server";
import { LEAD_INBOX_PATH } from "~/features/leads/paths";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/lead";
import { formIntent } from "~/lib/form-intent";
import { loadReviewPanel } from "~/features/reviews/panel.server";
import { systemClock } from "~/lib/clock";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { quoteEditorPath } from "~/features/quotes/admin-paths";
import { QUOTE_EDITOR_MESSAGES } from "~/features/quotes/editor/messages";
import { CREATE_QUOTE_INTENT, LeadQuotesCard } from "~/features/quotes/lead-quotes-card";
import { JobDonePanel } from "~/features/reviews/job-done-panel";
import { VisitPanel } from "~/features/visits/visit-panel";
import { createQuoteFromLead, listLeadQuotes } from "~/features/quotes/store.server";
import { getDatabase } from "~/db/client.server";
import { visitPanelData } from "~/features/visits/visits.server";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(
    `${loaded?.lead ? `${loaded.lead.reference} ${loaded.lead.firstName} ${loaded.lead.lastName}` : LEAD_PAGE_MESSAGES.notFound} - Administration`,
  );

/**
 * An unknown id is answered here with a 404 and its own message, not thrown: a
 * boundary inside the admin layout would run the layout's loader again, and
 * that turns a signed-out action's 401 into a redirect.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const lead = await getLead(params.id);
  if (!lead) return data({ lead: null, timeline: [], photos: [], quotes: [], reviewPanel: null }, { status: 404 });
  const [timeline, photos, quotes, reviewPanel, visitPanel] = await Promise.all([
    leadTimeline(lead),
    listLeadPhotos(lead.id),
    listLeadQuotes(lead.id),
    loadReviewPanel(lead, systemClock),
    loadBusinessSettings().then((site) => visitPanelData(getDatabase().db, lead.id, site)),
  ]);
  return {
    lead,
    timeline,
    photos,
    quotes: quotes.map(({ id, number, state, ttcCents }) => ({ id, number, state, ttcCents })),
    reviewPanel,
    visitPanel,
  };
}

export interface LeadActionData {
  intent: string;
  error: string;
}

/**
 * 'Après l'appel' (status, note and follow-up date at once), relaunching a failed e-mail, deletion
 * (docs/product.md#lead-page). The separate status, note and follow-up posts of earlier pages are still answered.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const actor = user.name || user.email;
  const form = await request.formData();
  const intent = formIntent(form);
  const id = params.id;
  const here = `${LEAD_INBOX_PATH}/${encodeURIComponent(id)}`;
  const refuse = (error: string, status = 400) => data<LeadActionData>({ intent, error }, { status });
  const done = async (ok: boolean, message: string) => {
    if (!ok) return refuse(LEAD_PAGE_MESSAGES.notFound, 404);
    return redirectWithToast(here, "success", message);
  };

  switch (intent) {
    case AFTER_CALL_INTENT: {
      const values = {
        status: String(form.get("status") ?? ""),
        lostReason: String(form.get("lostReason") ?? ""),
        note: String(form.get("note") ?? ""),
        followUpOn: String(form.get("followUpOn") ?? ""),
      };
      const parsed = parseAfterCall(values);
      if (!parsed.ok) {
        return data<AfterCallResult>({ intent: AFTER_CALL_INTENT, ok: false, errors: parsed.errors, values }, { status: 400 });
      }
      if (!(await saveAfterCall(id, parsed.value, actor))) return refuse(LEAD_PAGE_MESSAGES.notFound, 404);
      if (form.get(IN_PLACE_FIELD))
        return data<AfterCallResult>({ intent: AFTER_CALL_INTENT, ok: true, message: LEAD_PAGE_MESSAGES.afterCallSaved });
      return redirectWithToast(`${here}#${AFTER_CALL_ANCHOR}`, "success", LEAD_PAGE_MESSAGES.afterCallSaved);
    }
    case "status": {
      const parsed = parseStatusChange(form.get("status"), form.get("lostReason"));
      if (!parsed.ok) return refuse(parsed.message);
      return done(await setLeadStatus(id, parsed.change, actor), LEAD_PAGE_MESSAGES.statusSaved);
    }
    case "note": {
      const parsed = parseNote(form.get("note"));
      if (!parsed.ok) return refuse(parsed.message);
      return done(await addLeadNote(id, parsed.note, actor), LEAD_PAGE_MESSAGES.noteAdded);
    }
    case "follow-up": {
      const parsed = parseFollowUp(form.get("followUpOn"));
      if (!parsed.ok) return refuse(parsed.message);
      return done(
        await setLeadFollowUp(id, parsed.date, actor),
        parsed.date ? LEAD_PAGE_MESSAGES.followUpSaved : LEAD_PAGE_MESSAGES.followUpCleared,
      );
    }
    case "retry": {
      if (!(await getLead(id))) return refuse(LEAD_PAGE_MESSAGES.notFound, 404);
      if (!(await retryLeadNotification(id))) return refuse(LEAD_PAGE_MESSAGES.retryImpossible, 409);
      return redirectWithToast(here, "success", LEAD_PAGE_MESSAGES.retried);
    }
    case CREATE_QUOTE_INTENT: {
      // docs/product.md#devis-editor: filled from the request and Réglages' terms, then the editor
      const site = await loadBusinessSettings();
      const created = await createQuoteFromLead(id, site.quoteTerms, actor);
      if (!created) return refuse(QUOTE_EDITOR_MESSAGES.leadNotFound, 404);
      return redirectWithToast(quoteEditorPath(created.id), "success", QUOTE_EDITOR_MESSAGES.created(created.number));
    }
    case "delete": {
      const lead = await getLead(id);
      if (!lead || !(await deleteLead(id))) return refuse(LEAD_PAGE_MESSAGES.notFound, 404);
      return redirectWithToast(LEAD_INBOX_PATH, "success", LEAD_PAGE_MESSAGES.deleted(lead.reference));
    }
    default:
      return refuse(LEAD_PAGE_MESSAGES.unknownAction);
  }
}

export default function LeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.lead) return <LeadNotFound />;
  return (
    <LeadPage
      lead={loaderData.lead}
      timeline={loaderData.timeline}
      photos={loaderData.photos}
      answer={actionData ?? null}
      panelIntents={[CREATE_QUOTE_INTENT]}
      renderPanels={({ errorFor, className }) => (
        <>
          <VisitPanel leadId={loaderData.lead!.id} className={className} />
          <LeadQuotesCard quotes={loaderData.quotes} error={errorFor(CREATE_QUOTE_INTENT)} className={className} />
          <JobDonePanel className={className} />
        </>
      )}
    />
  );
}

function LeadNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{LEAD_PAGE_MESSAGES.notFound}</h1>
      <p className="mt-3 text-slate-600">Cette demande n'existe pas ou a été supprimée.</p>
      <Link to={LEAD_INBOX_PATH} className="mt-6 inline-block font-semibold text-copper-700 underline underline-offset-4">
        Retour aux demandes
      </Link>
    </div>
  );
}
