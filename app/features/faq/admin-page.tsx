import { ExternalLink, MessageSquareQuote } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { AdminPageHeader } from "~/features/admin/page-header";
import { FormAlert, useErrorToast } from "~/features/auth/ui";
import { cn } from "~/lib/utils";
import { AddForm } from "./admin-entry-forms";
import { EntryRow } from "./admin-entry-row";
import { ReviewPolicyForm } from "./admin-review-policy-form";
import { addFormId, editFormId, REVIEW_POLICY_FORM } from "./admin-sections";
import type { FaqActionData, FaqAdminView, SectionView } from "./types";

/**
 * The owner's FAQ and testimonials (docs/product.md#faq-admin): one section per
 * place they are shown, each entry with Monter / Descendre / Modifier /
 * Supprimer, and a form to add one; under the testimonials, the line on how
 * reviews are checked (docs/product.md#reviews). Every control posts a plain form.
 */
export function FaqAdminPage({ view, actionData }: { view: FaqAdminView; actionData: FaqActionData | undefined }) {
  useErrorToast(actionData?.form === "" ? actionData.message : undefined, actionData);
  return (
    <>
      <AdminPageHeader
        title="FAQ et avis"
        description="Les questions fréquentes et les avis clients affichés sur le site. Chaque modification est en ligne aussitôt."
      />
      {actionData?.form === "" && actionData.message ? <FormAlert className="mb-6">{actionData.message}</FormAlert> : null}
      <nav aria-label="Sections de la page" className="-mx-1 mb-8 flex gap-2 overflow-x-auto px-1 pb-1 lg:flex-wrap">
        {view.sections.map((section) => (
          <a
            key={section.anchor}
            href={`#${section.anchor}`}
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 transition-colors hover:text-ink hover:ring-slate-300"
          >
            {section.kind === "testimonial" ? <MessageSquareQuote className="size-4 text-copper-600" aria-hidden /> : null}
            {section.title}
            <span className="rounded-full bg-slate-100 px-1.5 text-xs font-semibold tabular-nums text-slate-600">
              {section.items.length}
            </span>
          </a>
        ))}
      </nav>
      <div className="grid gap-8">
        {view.sections.map((section) => (
          <SectionCard key={section.anchor} section={section} view={view} actionData={actionData} />
        ))}
      </div>
    </>
  );
}

/** A section: its header with the public page, its numbered entries, the form to add one. */
function SectionCard({
  section,
  view,
  actionData,
}: {
  section: SectionView;
  view: FaqAdminView;
  actionData: FaqActionData | undefined;
}) {
  const titleId = `${section.anchor}-titre`;
  return (
    <section
      id={section.anchor}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)]"
    >
      <header className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-copper-700">{section.eyebrow}</p>
          <h2 id={titleId} className="mt-0.5 text-lg font-semibold text-ink">
            {section.title}
          </h2>
          <p className="text-sm text-slate-600">{section.description}</p>
        </div>
        <a
          href={section.page}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "self-start sm:self-auto")}
        >
          <ExternalLink aria-hidden />
          Voir la page<span className="sr-only"> {section.page} (nouvel onglet)</span>
        </a>
      </header>
      {section.items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500 sm:px-6">
          Aucun{section.kind === "faq" ? "e question" : " avis"} pour le moment : la section est masquée sur le site.
        </p>
      ) : (
        <ol
          className="divide-y divide-slate-100"
          aria-label={`${section.kind === "faq" ? "Questions" : "Avis"}\u00a0: ${section.title}`}
        >
          {section.items.map((item, index) => (
            <EntryRow
              key={item.id}
              section={section}
              item={item}
              index={index}
              count={section.items.length}
              editing={view.editing === item.id || actionData?.form === editFormId(item.id)}
              confirming={view.confirming === item.id}
              actionData={actionData?.form === editFormId(item.id) ? actionData : undefined}
            />
          ))}
        </ol>
      )}
      <AddForm
        // a new key after each addition closes the panel and empties its fields
        key={section.items.length}
        section={section}
        actionData={actionData?.form === addFormId(section) ? actionData : undefined}
      />
      {section.kind === "testimonial" ? (
        <ReviewPolicyForm
          notice={view.reviewPolicy}
          actionData={actionData?.form === REVIEW_POLICY_FORM ? actionData : undefined}
        />
      ) : null}
    </section>
  );
}
