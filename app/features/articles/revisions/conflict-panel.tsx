import { ADMIN_PATHS } from "../admin-paths";
import type { ArticleConflict } from "./conflict";
import { ConflictNotice } from "./conflict-notice";
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
    <ConflictNotice
      titleId="conflict-title"
      title={REVISION_MESSAGES.conflict}
      help={REVISION_MESSAGES.conflictHelp}
      differences={conflict.differences}
      overwrite={{
        label: REVISION_MESSAGES.overwrite,
        form: formId,
        name: "intent",
        value: conflict.intent,
        formAction: `${editPath}?${OVERWRITE_PARAM}=${encodeURIComponent(conflict.version)}`,
      }}
      reload={{ label: REVISION_MESSAGES.reload, href: editPath, onClick: onReload }}
      className="mb-8 shadow-[var(--shadow-card)]"
    />
  );
}
