import { AlertTriangle, RefreshCw, Save } from "lucide-react";
import { ADMIN_PATHS } from "../admin-paths";
import { buttonVariants } from "~/components/ui/button";
import type { ArticleConflict } from "./conflict";
import { DiffView } from "./diff-view";
import { OVERWRITE_PARAM } from "./kinds";
import { REVISION_MESSAGES } from "./messages";

/**
 * A save refused because the article was saved elsewhere
 * (docs/product.md#article-revisions): what differs between the saved text
 * and the author's (still in the form), then a deliberate choice. Works
 * without JavaScript: 'Écraser' is a submit button of the form (`formId`)
 * posting to an address that names the saved version it replaces.
 */
export function ConflictPanel({
  articleId,
  formId,
  conflict,
  onReload,
}: {
  articleId: string;
  formId: string;
  conflict: ArticleConflict;
  onReload: () => void;
}) {
  const editPath = ADMIN_PATHS.edit(articleId);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="mb-8 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="conflict-title" className="flex items-start gap-2 text-base font-semibold text-amber-950">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        {REVISION_MESSAGES.conflict}
      </h2>
      <p className="mt-2 text-sm text-amber-950">{REVISION_MESSAGES.conflictHelp}</p>
      <details className="mt-4 rounded-lg border border-amber-200 bg-white/70 p-4" open>
        <summary className="cursor-pointer text-sm font-semibold text-ink">Comparer les deux versions</summary>
        <div className="mt-4">
          <DiffView differences={conflict.differences} removedLabel="la version enregistrée" addedLabel="votre version" />
        </div>
      </details>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          form={formId}
          name="intent"
          value={conflict.intent}
          formAction={`${editPath}?${OVERWRITE_PARAM}=${encodeURIComponent(conflict.version)}`}
          className={buttonVariants({ variant: "danger" })}
        >
          <Save aria-hidden />
          {REVISION_MESSAGES.overwrite}
        </button>
        <a href={editPath} onClick={onReload} className={buttonVariants({ variant: "outline" })}>
          <RefreshCw aria-hidden />
          {REVISION_MESSAGES.reload}
        </a>
      </div>
    </section>
  );
}
