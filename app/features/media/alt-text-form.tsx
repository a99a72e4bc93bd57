/**
 * A library image's alt text, on its card in the media library
 * (docs/product.md#media-alt-text): the field 'Texte alternatif', 'Suggérer'
 * and 'Enregistrer'. The form posts to the library page's action, so it works
 * without JavaScript (the page comes back with the result); with scripts it
 * posts in the background and only this card changes.
 */
import { Check, Save } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { notify } from "~/lib/notify";
import { AltSuggestButton, SuggestionNote, type ShownSuggestion } from "./alt-suggest-button";
import { ALT_TEXT_MESSAGES, MEDIA_ALT_MAX_LENGTH } from "./alt-text";
import type { MediaItem } from "./types";

/** The library action's intent for this form (routes/admin/images.tsx). */
export const ALT_TEXT_INTENT = "alt";

/** What the action answers (AltTextFormResult, from alt-text.server.ts, as the browser sees it). */
type AltAnswer =
  { ok: true; name: string; altText: string | null; message: string } | { ok: false; name: string; error: string; value: string };

/** An alt text is one line: Enter saves, as in a single-line field (the server joins lines anyway). */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

function isAltAnswer(value: unknown): value is AltAnswer {
  return (
    typeof value === "object" && value !== null && "ok" in value && "name" in value && ("message" in value || "error" in value)
  );
}

export function MediaAltTextForm({ item }: { item: MediaItem }) {
  const id = useId();
  const fetcher = useFetcher<AltAnswer>({ key: `media-alt-${item.name}` });
  // Without scripts the form is a plain post: the page comes back with the action's answer.
  const pageAnswer = useActionData<unknown>();
  const fromPage = isAltAnswer(pageAnswer) && pageAnswer.name === item.name ? pageAnswer : null;
  const answer = fetcher.data ?? fromPage;
  const input = useRef<HTMLTextAreaElement>(null);
  const [suggested, setSuggested] = useState<ShownSuggestion | null>(null);
  const [suggestError, setSuggestError] = useState<string | null>(null);
  const saving = fetcher.state !== "idle";
  const refused = answer && !answer.ok ? answer.error : null;
  // a failed suggestion is said in the same place, but the text typed is not wrong
  const error = suggestError ?? refused;
  const saved = !saving && answer?.ok ? answer.message : null;
  const ids = { input: `${id}-alt`, help: `${id}-help`, error: `${id}-error`, note: `${id}-note`, status: `${id}-status` };

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      setSuggested(null);
      notify("success", fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data]);

  const describedBy = [ids.help, error ? ids.error : null, suggested ? ids.note : null].filter(Boolean).join(" ");

  return (
    <fetcher.Form method="post" className="border-t border-slate-100 pt-3" onSubmit={() => setSuggestError(null)}>
      <input type="hidden" name="intent" value={ALT_TEXT_INTENT} />
      <input type="hidden" name="name" value={item.name} />
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={ids.input} className="text-sm font-medium text-ink">
          {ALT_TEXT_MESSAGES.label}
        </label>
        <AltSuggestButton
          name={item.name}
          label={`${ALT_TEXT_MESSAGES.suggest} un texte alternatif pour ${item.originalName}`}
          onSuggested={(text, shown) => {
            if (input.current) input.current.value = text;
            setSuggested(shown);
            setSuggestError(null);
            input.current?.focus();
          }}
          onFailed={(message) => {
            setSuggestError(message);
            notify("error", message);
          }}
        />
      </div>
      <Textarea
        ref={input}
        id={ids.input}
        name="altText"
        rows={2}
        // the stored text, or what a refused plain post sent (shown again with the reason)
        defaultValue={fromPage && !fromPage.ok ? fromPage.value : (item.altText ?? "")}
        maxLength={MEDIA_ALT_MAX_LENGTH}
        autoComplete="off"
        placeholder="Ex. : Gouttière en zinc sur une façade en pierre"
        className="min-h-0 resize-none py-2 text-sm"
        aria-invalid={refused && !suggestError ? true : undefined}
        aria-describedby={describedBy}
        onInput={() => setSuggested(null)}
        onKeyDown={submitOnEnter}
      />
      <p id={ids.help} className="sr-only">
        {ALT_TEXT_MESSAGES.help}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {suggested ? <SuggestionNote id={ids.note} shown={suggested} /> : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <p id={ids.status} role="status" className="min-w-0 text-xs font-medium text-emerald-700">
          {saved ? (
            <span className="inline-flex items-center gap-1">
              <Check className="size-3.5" aria-hidden="true" />
              {saved}
            </span>
          ) : null}
        </p>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={saving}
          aria-label={`${ALT_TEXT_MESSAGES.save} le texte alternatif de ${item.originalName}`}
        >
          <Save aria-hidden="true" />
          {saving ? ALT_TEXT_MESSAGES.saving : ALT_TEXT_MESSAGES.save}
        </Button>
      </div>
    </fetcher.Form>
  );
}
