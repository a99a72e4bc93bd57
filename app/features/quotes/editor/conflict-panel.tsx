import { ConflictNotice } from "~/features/articles/revisions/conflict-notice";
import { diffLines } from "~/features/articles/revisions/diff";
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
    <ConflictNotice
      titleId="quote-conflict-title"
      title={M.conflict}
      help={
        <>
          {M.conflictHelp} Enregistré par {conflict.savedBy ?? "un autre administrateur"} le{" "}
          {formatFrenchDateTime(conflict.savedAt)}.
        </>
      }
      differences={differences}
      overwrite={{ label: M.overwrite, form: QUOTE_EDITOR_FORM_ID, name: "overwrite", value: conflict.revision }}
      reload={{ label: M.reload, href: reloadHref }}
    />
  );
}
