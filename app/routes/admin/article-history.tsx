import { RotateCcw } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AdminPage } from "~/features/articles/admin-page";
import { ADMIN_PATHS } from "~/features/articles/admin-paths";
import { DiffView } from "~/features/articles/revisions/diff-view";
import { loadHistoryPage } from "~/features/articles/revisions/history.server";
import { REVISION_MESSAGES } from "~/features/articles/revisions/messages";
import { restoreRevision } from "~/features/articles/revisions/revisions.server";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { FormAlert } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/article-history";
import { formIntent } from "~/lib/form-intent";

/** The query parameter naming the revision compared with the current text. */
const VERSION_PARAM = "version";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.found ? `Historique : ${loaded.article.title}` : REVISION_MESSAGES.notFound} - Administration`);

/**
 * The author's article's revisions and one compared with the current text
 * (docs/product.md#article-revisions). Another administrator's article, or an
 * unknown one: 404 'article introuvable' (answered as data, as the lead page
 * does, so a signed-out request still goes to sign-in); an unknown version: 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const chosen = new URL(request.url).searchParams.get(VERSION_PARAM);
  const page = await loadHistoryPage(params.id, user.id, chosen);
  return data(page, { status: !page.found || page.unknownRevision ? 404 : 200 });
}

interface RestoreFailure {
  error: string;
}

/** 'Restaurer cette version': the revision becomes the article's text, as a save would, and a new 'restore' revision. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const form = await request.formData();
  const revisionId = form.get("revision");
  if (formIntent(form) !== "restore" || typeof revisionId !== "string" || !revisionId) {
    return data<RestoreFailure>({ error: REVISION_MESSAGES.revisionNotFound }, { status: 400 });
  }
  let result;
  try {
    result = await restoreRevision(params.id, revisionId, user.id);
  } catch (error) {
    logger.error({ err: error, articleId: params.id, revisionId }, "article restore failed");
    return data<RestoreFailure>({ error: REVISION_MESSAGES.restoreFailed }, { status: 500 });
  }
  if (result.ok) return redirectWithToast(ADMIN_PATHS.edit(params.id), "success", REVISION_MESSAGES.restored);
  if (result.reason === "invalid") return data<RestoreFailure>({ error: result.error }, { status: 400 });
  const message = result.reason === "not-found" ? REVISION_MESSAGES.notFound : REVISION_MESSAGES.revisionNotFound;
  return data<RestoreFailure>({ error: message }, { status: 404 });
}

export default function ArticleHistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData.found) {
    return (
      <AdminPage title={REVISION_MESSAGES.history} back={{ to: ADMIN_PATHS.articles, label: "Mes articles" }}>
        <p className="text-lg font-semibold text-ink">{actionData?.error ?? REVISION_MESSAGES.notFound}</p>
      </AdminPage>
    );
  }
  const { article, entries, comparison, unknownRevision } = loaderData;
  const selectedId = comparison?.revision.id ?? null;
  const restoring = navigation.state !== "idle" && navigation.formData?.get("intent") === "restore";
  return (
    <AdminPage
      title={REVISION_MESSAGES.history}
      description={<span className="font-medium text-ink">{article.title}</span>}
      back={{ to: ADMIN_PATHS.edit(article.id), label: "Retour à l'éditeur" }}
    >
      {actionData?.error ? <FormAlert className="mb-6">{actionData.error}</FormAlert> : null}
      {unknownRevision ? (
        <FormAlert className="mb-6">{REVISION_MESSAGES.revisionNotFound} : choisissez une version dans la liste.</FormAlert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <nav
          aria-label="Versions de l'article"
          className="rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]"
        >
          <ol className="divide-y divide-slate-100">
            <li className="px-4 py-3">
              <p className="text-sm font-semibold text-ink">Version actuelle</p>
              <p className="text-sm text-slate-600">
                Enregistrée le {article.updatedWhen} · {article.published ? "publiée" : "brouillon"}
              </p>
            </li>
            {entries.map((entry) => {
              const selected = entry.id === selectedId;
              return (
                <li key={entry.id}>
                  <Link
                    to={`?${VERSION_PARAM}=${encodeURIComponent(entry.id)}`}
                    aria-current={selected ? "true" : undefined}
                    preventScrollReset
                    className={cn(
                      "block px-4 py-3 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50",
                      selected && "bg-copper-50 shadow-[inset_3px_0_0_var(--color-copper-600)] hover:bg-copper-50",
                    )}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-sm font-semibold text-ink">{entry.when}</span>
                      <Badge variant={entry.kind === "autosave" ? "default" : entry.kind === "restore" ? "accent" : "success"}>
                        {entry.kindLabel}
                      </Badge>
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-600">par {entry.author}</span>
                    {selected ? <span className="sr-only">(version comparée)</span> : null}
                  </Link>
                </li>
              );
            })}
          </ol>
          {entries.length === 0 ? (
            <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
              Aucune version antérieure&nbsp;: l'historique commence au prochain enregistrement.
            </p>
          ) : null}
        </nav>

        <section
          aria-labelledby="comparison-title"
          className="min-w-0 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
        >
          {comparison ? (
            <>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <h2 id="comparison-title" className="text-base font-semibold text-ink">
                    Version du {comparison.revision.when}
                  </h2>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {comparison.revision.kindLabel} par {comparison.revision.author}
                    {comparison.newerThanCurrent
                      ? ", plus récente que la version actuelle (pas encore enregistrée)"
                      : ", comparée à la version actuelle"}
                  </p>
                </div>
                {comparison.differences.length ? (
                  <Form method="post" className="shrink-0">
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="revision" value={comparison.revision.id} />
                    <Button type="submit" disabled={restoring}>
                      <RotateCcw aria-hidden />
                      {REVISION_MESSAGES.restore}
                    </Button>
                  </Form>
                ) : null}
              </div>
              <div className="mt-5">
                {comparison.newerThanCurrent ? (
                  <DiffView differences={comparison.differences} removedLabel="la version actuelle" addedLabel="cette version" />
                ) : (
                  <DiffView differences={comparison.differences} removedLabel="cette version" addedLabel="la version actuelle" />
                )}
              </div>
            </>
          ) : (
            <>
              <h2 id="comparison-title" className="text-base font-semibold text-ink">
                Comparaison
              </h2>
              <p className="mt-1 text-sm text-slate-600">Aucune version à comparer pour l'instant.</p>
            </>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
