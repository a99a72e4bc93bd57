import { privateMeta } from "~/features/seo/meta";
import { requireAdmin } from "~/features/auth/guards.server";
import { AdminPage } from "~/features/articles/admin-page";
import { ArticleForm } from "~/features/articles/article-form";
import { EMPTY_ARTICLE_FORM } from "~/features/articles/form-data";
import { SafeArticleEditor } from "~/features/articles/revisions/safe-article-editor";
import { saveArticle } from "~/features/articles/save.server";
import { ScheduleField } from "~/features/articles/schedule-field";
import type { Route } from "./+types/write";

export const meta: Route.MetaFunction = () => privateMeta("Nouvel article - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/** 'Sauvegarder brouillon' / 'Publier l'article': a new article by the signed-in administrator. */
export async function action({ request }: Route.ActionArgs) {
  return saveArticle(request);
}

export default function WritePage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Nouvel article" description="Enregistrez un brouillon, ou publiez : l'article paraît aussitôt sur le blog.">
      {/* No article yet: the text is kept in this browser until the first save (docs/product.md#article-revisions). */}
      <SafeArticleEditor articleId={null} saved={EMPTY_ARTICLE_FORM} version={null} serverAutosave={null} failure={actionData}>
        {(safety) => (
          <ArticleForm
            key={safety.formKey}
            mode="write"
            initial={safety.initial ?? actionData?.values ?? EMPTY_ARTICLE_FORM}
            failure={actionData ?? null}
            publication={<ScheduleField refused={actionData?.schedule} />}
            {...safety.formProps}
          />
        )}
      </SafeArticleEditor>
    </AdminPage>
  );
}
