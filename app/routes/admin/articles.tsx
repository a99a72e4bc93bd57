import { CalendarDays, EyeOff, ExternalLink, FilePlus2, Loader2, Pencil, Send, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { AdminPage } from "~/features/articles/admin-page";
import { ADMIN_PATHS } from "~/features/articles/admin-paths";
import { deleteOwnArticle, setOwnArticlePublished } from "~/features/articles/article-writes.server";
import { listOwnArticles, type OwnArticleItem } from "~/features/articles/articles.server";
import { ARTICLE_MESSAGES } from "~/features/articles/messages";
import { SCHEDULE_MESSAGES } from "~/features/articles/schedule";
import { CancelScheduleButton, CANCEL_SCHEDULE_INTENT, ScheduledBadge } from "~/features/articles/schedule-list";
import { cancelOwnSchedule, ownScheduleLabels } from "~/features/articles/schedule.server";
import { keywordBadges } from "~/features/articles/values";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { privateMeta } from "~/features/seo/meta";
import { formatFrenchDate } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/articles";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta("Mes articles - Administration");

/** The signed-in administrator's own articles, newest first (drafts included). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  try {
    const [articles, schedules] = await Promise.all([listOwnArticles(user.id), ownScheduleLabels(user.id)]);
    return { articles, schedules, loadError: false };
  } catch (error) {
    logger.error({ err: error, userId: user.id }, ARTICLE_MESSAGES.listLoadError);
    return { articles: [] as OwnArticleItem[], schedules: {} as Record<string, string>, loadError: true };
  }
}

const INTENTS = { toggle: "toggle", delete: "delete" } as const;

export interface ListActionResult {
  ok: boolean;
  message: string;
}

/**
 * Publier/Masquer and delete, on the author's own article only: another
 * administrator's id (or an unknown one) answers 404 and changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const form = await request.formData();
  const intent = formIntent(form);
  const id = form.get("id");
  if (typeof id !== "string" || !id) {
    return data<ListActionResult>({ ok: false, message: ARTICLE_MESSAGES.invalidValue }, { status: 400 });
  }
  if (intent === INTENTS.toggle) {
    const published = form.get("published") === "true";
    try {
      const changed = await setOwnArticlePublished(id, user.id, published);
      if (!changed) return data<ListActionResult>({ ok: false, message: ARTICLE_MESSAGES.toggleError }, { status: 404 });
      return {
        ok: true,
        message: published ? ARTICLE_MESSAGES.toggledOn : ARTICLE_MESSAGES.toggledOff,
      } satisfies ListActionResult;
    } catch (error) {
      logger.error({ err: error, articleId: id }, "article toggle failed");
      return data<ListActionResult>({ ok: false, message: ARTICLE_MESSAGES.toggleError }, { status: 500 });
    }
  }
  if (intent === INTENTS.delete) {
    try {
      const deleted = await deleteOwnArticle(id, user.id);
      if (!deleted) return data<ListActionResult>({ ok: false, message: ARTICLE_MESSAGES.deleteError }, { status: 404 });
      return { ok: true, message: ARTICLE_MESSAGES.deleted } satisfies ListActionResult;
    } catch (error) {
      logger.error({ err: error, articleId: id }, "article delete failed");
      return data<ListActionResult>({ ok: false, message: ARTICLE_MESSAGES.deleteError }, { status: 500 });
    }
  }
  if (intent === CANCEL_SCHEDULE_INTENT) {
    const cancelled = await cancelOwnSchedule(id, user.id).catch((error: unknown) => {
      logger.error({ err: error, articleId: id }, "schedule cancel failed");
      return false;
    });
    if (!cancelled) return data<ListActionResult>({ ok: false, message: SCHEDULE_MESSAGES.cancelError }, { status: 404 });
    return { ok: true, message: SCHEDULE_MESSAGES.cancelled } satisfies ListActionResult;
  }
  return data<ListActionResult>({ ok: false, message: ARTICLE_MESSAGES.invalidValue }, { status: 400 });
}

function useResultToast(result: ListActionResult | undefined) {
  // Shown as soon as the answer arrives (the card of a deleted article is gone after revalidation).
  useEffect(() => {
    if (!result) return;
    notify(result.ok ? "success" : "error", result.message);
  }, [result]);
}

function ArticleRow({ article, scheduledLabel }: { article: OwnArticleItem; scheduledLabel?: string }) {
  const toggle = useFetcher<ListActionResult>();
  const remove = useFetcher<ListActionResult>();
  const cancelSchedule = useFetcher<ListActionResult>();
  useResultToast(toggle.data);
  useResultToast(remove.data);
  useResultToast(cancelSchedule.data);

  // Optimistic: the badge shows the state being saved.
  const pendingPublished = toggle.formData?.get("published");
  const published = pendingPublished ? pendingPublished === "true" : article.published;
  const deleting = remove.state !== "idle";
  // the confirmation dialog needs the scripts: disabled until they run
  const hydrated = useHydrated();
  const { shown, moreLabel } = keywordBadges(article.keywords);

  return (
    <li
      className={cn(
        "rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-5 shadow-[var(--shadow-card)] transition-opacity sm:p-6",
        deleting && "opacity-50",
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={published ? "success" : "default"}>
          {published ? ARTICLE_MESSAGES.statusPublished : ARTICLE_MESSAGES.statusDraft}
        </Badge>
        {scheduledLabel && !published ? <ScheduledBadge label={scheduledLabel} /> : null}
        <Badge variant="accent" className="max-w-full truncate">
          {article.category}
        </Badge>
        <span className="ml-auto inline-flex items-center gap-1.5 text-slate-500">
          <CalendarDays className="size-4" aria-hidden />
          <time dateTime={article.created_at}>{formatFrenchDate(article.created_at)}</time>
        </span>
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold [overflow-wrap:anywhere]">{article.title}</h2>
      <p className="mt-1.5 line-clamp-2 text-slate-600 [overflow-wrap:anywhere]">{article.excerpt}</p>
      {shown.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Mots-clés">
          {shown.map((keyword) => (
            <li key={keyword}>
              <Badge variant="outline">{keyword}</Badge>
            </li>
          ))}
          {moreLabel ? (
            <li>
              <Badge variant="default">{moreLabel}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        {article.published ? (
          <a
            href={`/blog/${article.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            <ExternalLink aria-hidden />
            Voir<span className="sr-only"> l'article (nouvel onglet)</span>
          </a>
        ) : null}
        <Link to={ADMIN_PATHS.edit(article.id)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <Pencil aria-hidden />
          Modifier
        </Link>
        <toggle.Form method="post">
          <input type="hidden" name="intent" value={INTENTS.toggle} />
          <input type="hidden" name="id" value={article.id} />
          <input type="hidden" name="published" value={String(!published)} />
          <Button type="submit" variant="ghost" size="sm" disabled={toggle.state !== "idle"}>
            {toggle.state !== "idle" ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : published ? (
              <EyeOff aria-hidden />
            ) : (
              <Send aria-hidden />
            )}
            {published ? ARTICLE_MESSAGES.hide : ARTICLE_MESSAGES.publish}
          </Button>
        </toggle.Form>
        {scheduledLabel && !published ? <CancelScheduleButton articleId={article.id} cancel={cancelSchedule} /> : null}
        <ConfirmDialog
          title={ARTICLE_MESSAGES.confirmDelete}
          description={<>« {article.title} » sera définitivement supprimé.</>}
          confirmLabel="Supprimer"
          destructive
          onConfirm={() => remove.submit({ intent: INTENTS.delete, id: article.id }, { method: "post" })}
          trigger={
            <Button variant="ghost" size="sm" className="ml-auto text-red-700 hover:bg-red-50" disabled={deleting || !hydrated}>
              <Trash2 aria-hidden />
              Supprimer
            </Button>
          }
        />
      </div>
    </li>
  );
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { articles, schedules, loadError } = loaderData;
  useEffect(() => {
    if (loadError) notify("error", ARTICLE_MESSAGES.listLoadError);
  }, [loadError]);

  return (
    <AdminPage
      title="Mes articles"
      description="Vos articles, du plus récent au plus ancien : brouillons et articles publiés."
      actions={
        articles.length ? (
          <Link to={ADMIN_PATHS.write} className={buttonVariants()}>
            <FilePlus2 aria-hidden />
            Nouvel article
          </Link>
        ) : null
      }
    >
      {articles.length === 0 ? (
        <div className="mx-auto flex max-w-lg flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <FilePlus2 className="size-10 text-slate-400" aria-hidden />
          <p className="mt-4 text-lg font-semibold text-ink">{ARTICLE_MESSAGES.empty}</p>
          <Link to={ADMIN_PATHS.write} className={cn(buttonVariants(), "mt-6")}>
            {ARTICLE_MESSAGES.createFirst}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2">
          {articles.map((article) => (
            <ArticleRow key={article.id} article={article} scheduledLabel={schedules[article.id]} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
