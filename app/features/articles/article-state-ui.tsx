import { AlertTriangle, CalendarClock, CircleDot, EyeOff, Globe, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { ADMIN_PATHS } from "./admin-paths";
import { articleStateLabel, type ArticleState } from "./article-state";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "./form-data";
import { ARTICLE_MESSAGES } from "./messages";
import { UNPUBLISH_CONFIRMED_PARAM } from "./unpublish";

const TONES: Record<ArticleState["kind"], string> = {
  published: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  scheduled: "bg-copper-100 text-copper-900 ring-copper-300",
};

const ICONS = { published: Globe, draft: CircleDot, scheduled: CalendarClock } as const;

/** The article's state at the top of the editor (docs/product.md#article-states): 'Publié', 'Brouillon', 'Programmé le …'. */
export function ArticleStateBadge({ state }: { state: ArticleState }) {
  const Icon = ICONS[state.kind];
  return (
    <span
      data-testid="article-state"
      className={cn("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1", TONES[state.kind])}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">État de l'article&nbsp;: </span>
      {articleStateLabel(state)}
    </span>
  );
}

/** What the state means for the reader of the blog, under the badge. */
export function articleStateHelp(state: ArticleState): string {
  if (state.kind === "published") return "En ligne sur le blog. « Sauvegarder brouillon » le retire du site.";
  if (state.kind === "scheduled") return "Brouillon : il paraîtra seul sur le blog à cette heure-là.";
  return "Un brouillon n'est visible que dans l'administration.";
}

/**
 * The confirmation step before a save takes a published article off the site
 * (docs/product.md#article-states). The server asked it, so it is the same
 * with or without JavaScript: 'Retirer du site' posts the form again with the
 * confirmation in the address, 'Garder en ligne et enregistrer' publishes.
 */
export function UnpublishConfirmation({ articleId, formId, intent }: { articleId: string; formId: string; intent: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="alert"
      aria-labelledby="unpublish-title"
      data-testid="unpublish-confirmation"
      className="mb-8 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2
        id="unpublish-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-2 text-base font-semibold text-amber-950 focus:outline-none"
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        {ARTICLE_MESSAGES.unpublishQuestion}
      </h2>
      <p className="mt-2 text-sm text-amber-950">{ARTICLE_MESSAGES.unpublishHelp}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          form={formId}
          name={ARTICLE_FIELDS.intent}
          value={intent}
          formAction={`${ADMIN_PATHS.edit(articleId)}?${UNPUBLISH_CONFIRMED_PARAM}=1`}
          className={buttonVariants({ variant: "danger" })}
        >
          <EyeOff aria-hidden />
          {ARTICLE_MESSAGES.unpublishConfirm}
        </button>
        <button
          type="submit"
          form={formId}
          name={ARTICLE_FIELDS.intent}
          value={SAVE_INTENTS.publish}
          className={buttonVariants({ variant: "outline" })}
        >
          <Send aria-hidden />
          {ARTICLE_MESSAGES.keepOnline}
        </button>
      </div>
    </section>
  );
}
