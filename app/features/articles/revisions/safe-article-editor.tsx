import type { ReactNode } from "react";
import type { ArticleFormProps } from "../article-form";
import type { ArticleFormValues } from "../form-data";
import type { ArticleConflict } from "./conflict";
import { ConflictPanel } from "./conflict-panel";
import { AutosaveStatusLine, LeaveDialog, RecoveryNotice } from "./editor-safety";
import { BASE_VERSION_FIELD } from "./kinds";
import type { ServerAutosave } from "./recovery";
import { useEditorSafety } from "./use-editor-safety";

/** One editor per page: the id its conflict panel's buttons submit. */
const formId = "article-form";

/** What the article form receives from the safety net. */
export type SafetyFormProps = Required<Pick<ArticleFormProps, "formId" | "onValuesChange" | "onSubmitting" | "children">>;

/**
 * The article form with its safety net (docs/product.md#article-revisions):
 * status line, recovered text notice, conflict comparison, question before
 * leaving. The page renders the form itself (`children`), giving it
 * `formProps` and remounting it on `formKey` with `initial` when set.
 */
export function SafeArticleEditor({
  articleId,
  saved,
  version,
  serverAutosave,
  failure,
  children,
}: {
  articleId: string | null;
  saved: ArticleFormValues;
  version: string | null;
  serverAutosave: ServerAutosave | null;
  failure: { conflict?: ArticleConflict } | null | undefined;
  children: (safety: { formKey: number; initial: ArticleFormValues | null; formProps: SafetyFormProps }) => ReactNode;
}) {
  const safety = useEditorSafety({ articleId, saved, version, serverAutosave, failure });
  const conflict = failure?.conflict;
  return (
    <div>
      <div className="mb-4">
        <AutosaveStatusLine status={safety.status} dirty={safety.dirty} />
      </div>
      {safety.recovered ? <RecoveryNotice recovery={safety.recovered} onDiscard={safety.discardRecovered} /> : null}
      {conflict && articleId ? (
        <ConflictPanel articleId={articleId} formId={formId} conflict={conflict} onReload={safety.leaveOnPurpose} />
      ) : null}
      {children({
        formKey: safety.formKey,
        initial: safety.initial,
        formProps: {
          formId,
          onValuesChange: safety.onValuesChange,
          onSubmitting: safety.onSubmitting,
          children:
            version || safety.baseVersion ? (
              <input type="hidden" name={BASE_VERSION_FIELD} value={conflict?.basedOn ?? safety.baseVersion ?? ""} />
            ) : null,
        },
      })}
      <LeaveDialog open={safety.leaveBlocked} onLeave={safety.confirmLeave} onStay={safety.stay} />
    </div>
  );
}
