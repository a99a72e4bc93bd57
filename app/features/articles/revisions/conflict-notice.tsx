import { AlertTriangle, RefreshCw, Save } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { FieldDifference } from "./compare";
import { DiffView } from "./diff-view";

/**
 * A save refused because someone saved first (an article, a devis): what differs between the saved
 * version and the one still in the form, then a deliberate choice. Works without JavaScript:
 * the overwrite is a submit button of the editor's form, the reload a plain link.
 */
export function ConflictNotice({
  titleId,
  title,
  help,
  differences,
  overwrite,
  reload,
  className,
}: {
  titleId: string;
  title: ReactNode;
  help: ReactNode;
  differences: readonly FieldDifference[];
  /** the submit button that saves over the saved version: its form, and what it posts */
  overwrite: { label: ReactNode; form: string; name: string; value: string | number; formAction?: string };
  reload: { label: ReactNode; href: string; onClick?: () => void };
  className?: string;
}) {
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className={cn("rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-5 sm:p-6", className)}
    >
      <h2 id={titleId} className="flex items-start gap-2 text-base font-semibold text-amber-950">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        {title}
      </h2>
      <p className="mt-2 text-sm text-amber-950">{help}</p>
      <details className="mt-4 rounded-lg border border-amber-200 bg-white/70 p-4" open>
        <summary className="cursor-pointer text-sm font-semibold text-ink">Comparer les deux versions</summary>
        <div className="mt-4">
          <DiffView differences={differences} removedLabel="la version enregistrée" addedLabel="votre version" />
        </div>
      </details>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          form={overwrite.form}
          name={overwrite.name}
          value={overwrite.value}
          formAction={overwrite.formAction}
          className={buttonVariants({ variant: "danger" })}
        >
          <Save aria-hidden />
          {overwrite.label}
        </button>
        <a href={reload.href} onClick={reload.onClick} className={buttonVariants({ variant: "outline" })}>
          <RefreshCw aria-hidden />
          {reload.label}
        </a>
      </div>
    </section>
  );
}
