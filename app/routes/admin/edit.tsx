import { privateMeta } from "~/features/seo/meta";
import { requireAdmin } from "~/features/auth/guards.server";
import { getOwnArticle } from "~/features/articles/articles.server";
import { AdminPage } from "~/features/articles/admin-page";
import { ADMIN_PATHS } from "~/features/articles/admin-paths";
import { ArticleForm } from "~/features/articles/article-form";
import { articleStateOf } from "~/features/articles/article-state";
import { ArticleStateBadge, articleStateHelp, UnpublishConfirmation } from "~/features/articles/article-state-ui";
import type { ArticleFormValues } from "~/features/articles/form-data";
import { ARTICLE_MESSAGES } from "~/features/articles/messages";
import { HistoryLink } from "~/features/articles/revisions/editor-safety";
import { editorSafetyData } from "~/features/articles/revisions/revisions.server";
import { SafeArticleEditor } from "~/features/articles/revisions/safe-article-editor";
import { saveArticle } from "~/features/articles/save.server";
import { previewLinkAction, previewLinkRows } from "~/features/articles/editor-side-actions.server";
import { PreviewLinksPanel } from "~/features/articles/preview-links-panel";
import { ScheduleField } from "~/features/articles/schedule-field";
import { currentScheduleOf } from "~/features/articles/schedule.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = () => privateMeta("Modifier l'article - Administration");

/** The article, only if the signed-in administrator wrote it; otherwise back to the list with 'Erreur lors du chargement de l'article'. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  let article = null;
  try {
    article = await getOwnArticle(params.id, user.id);
  } catch (error) {
    logger.error({ err: error, articleId: params.id }, ARTICLE_MESSAGES.loadError);
  }
  if (!article) return redirectWithToast(ADMIN_PATHS.articles, "error", ARTICLE_MESSAGES.loadError);
  const values: ArticleFormValues = {
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    image_url: article.image_url ?? "",
    keywords: article.keywords,
    content: article.content,
  };
  const [schedule, previewLinks, safety] = await Promise.all([
    currentScheduleOf(article.id, user.id),
    previewLinkRows(article.id, user.id),
    editorSafetyData(article, user.id),
  ]);
  const state = articleStateOf(article.published, schedule?.label);
  return { id: article.id, values, schedule, state, previewLinks, ...safety };
}

/** Saves the author's own article (another administrator's id: 404, nothing changed). */
export async function action({ request, params }: Route.ActionArgs) {
  return (await previewLinkAction(request, params.id)) ?? saveArticle(request, params.id);
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const saveFailure = actionData && "error" in actionData ? actionData : null;
  const previewAnswer = actionData && "previewLinks" in actionData ? actionData.previewLinks : null;
  const { state } = loaderData;
  return (
    <AdminPage
      title="Modifier l'article"
      description={
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <ArticleStateBadge state={state} />
          <span>{articleStateHelp(state)}</span>
        </span>
      }
      back={{ to: ADMIN_PATHS.articles, label: "Mes articles" }}
      actions={<HistoryLink to={ADMIN_PATHS.history(loaderData.id)} />}
    >
      <SafeArticleEditor
        articleId={loaderData.id}
        saved={loaderData.values}
        version={loaderData.version}
        serverAutosave={loaderData.serverAutosave}
        failure={saveFailure}
      >
        {(safety) => (
          <>
            {saveFailure?.confirmUnpublish ? (
              <UnpublishConfirmation
                articleId={loaderData.id}
                formId={safety.formProps.formId}
                intent={saveFailure.confirmUnpublish.intent}
              />
            ) : null}
            <ArticleForm
              key={`${loaderData.id}:${safety.formKey}`}
              mode="edit"
              initial={safety.initial ?? saveFailure?.values ?? loaderData.values}
              failure={saveFailure}
              publicationNote={articleStateHelp(state)}
              publication={<ScheduleField current={loaderData.schedule} refused={saveFailure?.schedule} />}
              {...safety.formProps}
            />
          </>
        )}
      </SafeArticleEditor>
      <PreviewLinksPanel links={loaderData.previewLinks} answered={previewAnswer} />
    </AdminPage>
  );
}
