import { AlertTriangle, RefreshCw, Save } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { diffLines } from "~/features/articles/revisions/diff";
import { DiffView } from "~/features/articles/revisions/diff-view";
import { formatFrenchDateTime } from "~/lib/dates";
import type { QuoteFormInput } from "../parse-form";
import { QUOTE_EDITOR_FORM_ID, type QuoteConflict } from "./editor-contract";
import { quoteAsText } from "./editor-model";
import { QUOTE_EDITOR_MESSAGES as M } from "./messages";

/** A save refused because another administrator saved first: both versions compared, then a deliberate choice. */
export function ConflictPanel({
  conflict,
  mine,
  reloadHref,
}: {
  conflict: QuoteConflict;
  mine: QuoteFormInput;
  reloadHref: string;
}) {
  const differences = [
    {
      field: "content" as const,
      label: "Le devis",
      by: "lines" as const,
      parts: diffLines(quoteAsText(conflict.saved), quoteAsText(mine)),
    },
  ];
  return (
    <section
      role="alert"
      aria-labelledby="quote-conflict-title"
      className="rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="quote-conflict-title" className="flex items-start gap-2 text-base font-semibold text-amber-950">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        {M.conflict}
      </h2>
      <p className="mt-2 text-sm text-amber-950">
        {M.conflictHelp} Enregistré par {conflict.savedBy ?? "un autre administrateur"} le{" "}
        {formatFrenchDateTime(conflict.savedAt)}.
      </p>
      <details className="mt-4 rounded-lg border border-amber-200 bg-white/70 p-4" open>
        <summary className="cursor-pointer text-sm font-semibold text-ink">Comparer les deux versions</summary>
        <div className="mt-4">
          <DiffView differences={differences} removedLabel="la version enregistrée" addedLabel="votre version" />
        </div>
      </details>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          form={QUOTE_EDITOR_FORM_ID}
          name="overwrite"
          value={conflict.revision}
          className={buttonVariants({ variant: "danger" })}
        >
          <Save aria-hidden />
          {M.overwrite}
        </button>
        <a href={reloadHref} className={buttonVariants({ variant: "outline" })}>
          <RefreshCw aria-hidden />
          {M.reload}
        </a>
      </div>
    </section>
  );
}
