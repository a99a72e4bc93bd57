/**
 * 'Suggérer' beside an alt-text field (docs/product.md#media-alt-text) and the
 * note that marks what it filled in: 'Suggestion — à vérifier'. The
 * suggestion only fills the field; the owner reads it and saves.
 */
import { Loader2, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { ALT_SUGGESTION_MESSAGES, type AltSuggestionContext, type AltSuggestionSource } from "./alt-suggestion";
import { ALT_TEXT_MESSAGES } from "./alt-text";
import { requestAltSuggestion } from "./alt-text-client";

export interface ShownSuggestion {
  source: AltSuggestionSource;
  notice?: string;
}

/**
 * Asks for a suggestion for the file `name`; `onSuggested` receives the text
 * (to put in the field), `onFailed` a French message (the field is left as it was).
 * Disabled until the scripts run: the request is theirs.
 */
export function AltSuggestButton({
  name,
  context,
  label,
  onSuggested,
  onFailed,
}: {
  name: string;
  context?: AltSuggestionContext;
  /** the accessible name, when several fields are on the page */
  label?: string;
  onSuggested: (text: string, shown: ShownSuggestion) => void;
  onFailed: (message: string) => void;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  async function suggest() {
    setBusy(true);
    try {
      const result = await requestAltSuggestion(name, context);
      if (result.ok) onSuggested(result.suggestion, { source: result.source, notice: result.notice });
      else onFailed(result.error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!hydrated || busy}
      aria-label={label}
      onClick={() => void suggest()}
      className="shrink-0"
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      {busy ? ALT_TEXT_MESSAGES.suggesting : ALT_TEXT_MESSAGES.suggest}
    </Button>
  );
}

/** The mark under a field filled by 'Suggérer', until the owner saves or edits it. */
export function SuggestionNote({ shown, id }: { shown: ShownSuggestion; id?: string }) {
  return (
    <div id={id} className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900" role="status">
      <p>
        <strong className="font-semibold">{ALT_TEXT_MESSAGES.suggestionBadge}</strong>
        <span className="text-amber-800">
          {" · "}
          {shown.source === "vision" ? ALT_SUGGESTION_MESSAGES.fromVision : ALT_SUGGESTION_MESSAGES.fromContext}
        </span>
      </p>
      {shown.notice ? <p className="mt-1">{shown.notice}</p> : null}
    </div>
  );
}
