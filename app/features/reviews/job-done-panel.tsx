/**
 * The lead page's 'Chantier' panel (docs/product.md#review-requests), on a won request:
 * 'Chantier terminé le' and 'Ne pas demander d'avis à ce client' (posted to their own route),
 * whether and when the customer was or will be asked for a Google review, or why not, and
 * 'Ajouter un avis reçu': the testimonial form of 'FAQ et avis', filled from the request,
 * posted to that page's own action (one form, one submit).
 */
import { AlertTriangle, CheckCircle2, Clock3, HardHat, MessageSquarePlus, Save } from "lucide-react";
import { Form, Link, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { SETTINGS_PATH } from "~/features/business-settings/paths";
import { FAQ_ADMIN_PATH } from "~/features/faq/admin-sections";
import { TestimonialFields } from "~/features/faq/admin-testimonial-fields";
import { CONSEIL_SCOPE } from "~/features/faq/scopes";
import { cn } from "~/lib/utils";
import { reviewStatusOf, type ReviewPanelData } from "./panel-state";
import { JOB_DONE_ANCHOR, jobDonePath } from "./paths";

/** The lead route's id, whose loader carries `reviewPanel`. */
const LEAD_ROUTE_ID = "routes/admin/lead";

const STATUS_STYLE = {
  sent: { icon: CheckCircle2, className: "border-emerald-200 bg-emerald-50 text-emerald-900" },
  planned: { icon: Clock3, className: "border-copper-200 bg-copper-50 text-copper-900" },
  waiting: { icon: Clock3, className: "border-slate-200 bg-slate-50 text-slate-700" },
  none: { icon: AlertTriangle, className: "border-amber-200 bg-amber-50 text-amber-900" },
} as const;

export function JobDonePanel({ className }: { className?: string }) {
  const loaded = useRouteLoaderData(LEAD_ROUTE_ID) as { reviewPanel?: ReviewPanelData } | undefined;
  const panel = loaded?.reviewPanel;
  if (!panel || (!panel.won && !panel.jobDoneOn)) return null;
  const status = reviewStatusOf(panel);
  const { icon: StatusIcon, className: statusClass } = STATUS_STYLE[status.kind];
  return (
    <Card
      id={JOB_DONE_ANCHOR}
      role="region"
      aria-labelledby="job-done-title"
      className={cn("scroll-mt-24 p-5 sm:p-6", className)}
    >
      <h2 id="job-done-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <HardHat aria-hidden className="size-5 text-copper-600" />
        Chantier
      </h2>
      <Form method="post" action={jobDonePath(panel.leadId)} className="mt-4 space-y-4">
        <div>
          <label htmlFor="job-done-on" className="text-sm font-medium text-slate-700">
            Chantier terminé le
          </label>
          <Input
            id="job-done-on"
            type="date"
            name="jobDoneOn"
            max={panel.today}
            defaultValue={panel.jobDoneOn ?? ""}
            className="mt-1.5 h-12"
          />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="reviewRequestOff"
            defaultChecked={panel.reviewRequestOff}
            className="mt-0.5 size-5 shrink-0 accent-copper-600"
          />
          <span>Ne pas demander d'avis à ce client</span>
        </label>
        <Button type="submit" variant="dark" className="w-full sm:w-auto lg:w-full">
          <Save aria-hidden />
          Enregistrer
        </Button>
      </Form>

      <p
        className={cn("mt-4 flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm", statusClass)}
        data-testid="review-request-status"
      >
        <StatusIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {status.text}
          {status.kind === "none" && status.settingsLink ? (
            <>
              {" "}
              <Link to={`${SETTINGS_PATH}#reviews-title`} className="font-semibold underline underline-offset-2">
                Ouvrir Réglages
              </Link>
            </>
          ) : null}
        </span>
      </p>

      {panel.jobDoneOn ? (
        <details className="group mt-4 rounded-lg border border-slate-200">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2.5 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <MessageSquarePlus aria-hidden className="size-4 text-copper-600" />
            Ajouter un avis reçu
          </summary>
          {/* the FAQ page's fields, one per line: the card is narrow beside the request on a wide screen */}
          <Form
            method="post"
            action={FAQ_ADMIN_PATH}
            className="grid gap-4 border-t border-slate-200 p-3 [&_.grid]:grid-cols-1 [&_.grid>*]:col-span-full"
          >
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="kind" value="testimonial" />
            <input type="hidden" name="scope" value={CONSEIL_SCOPE} />
            <p className="text-xs text-slate-500">
              Recopiez l'avis tel que le client l'a écrit. Il s'affichera sur la page Conseil avec ses dates et sa source.
            </p>
            <TestimonialFields idPrefix="lead-review" values={{ ...panel.testimonial, rating: "5", comment: "" }} errors={{}} />
            <Button type="submit">Ajouter l'avis</Button>
          </Form>
        </details>
      ) : null}
    </Card>
  );
}
