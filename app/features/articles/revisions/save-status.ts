/**
 * The editor's status line (docs/product.md#article-revisions), from the one
 * fact that decides what is saved: whether the form differs from the saved
 * article. The autosave is a backup copy, never the article: while the form
 * differs, the line says 'Modifications non enregistrées', as the question
 * before leaving does. Pure and browser-safe.
 */
import { formatParisTime } from "./format";
import { REVISION_MESSAGES } from "./messages";
import type { AutosaveStatus } from "./use-editor-safety";

export type SaveStatusLine = { tone: "unsaved" | "busy" | "error" | "local"; text: string } | null;

export function saveStatusLine(dirty: boolean, autosave: AutosaveStatus): SaveStatusLine {
  if (autosave.kind === "error") return { tone: "error", text: REVISION_MESSAGES.autosaveFailed };
  if (autosave.kind === "local") return dirty ? { tone: "local", text: REVISION_MESSAGES.localOnly } : null;
  if (!dirty) return null;
  if (autosave.kind === "saving") return { tone: "busy", text: `${REVISION_MESSAGES.unsaved} — ${REVISION_MESSAGES.backingUp}` };
  if (autosave.kind === "saved")
    return {
      tone: "unsaved",
      text: `${REVISION_MESSAGES.unsaved} — ${REVISION_MESSAGES.backupAt(formatParisTime(autosave.at))}`,
    };
  return { tone: "unsaved", text: REVISION_MESSAGES.unsaved };
}
