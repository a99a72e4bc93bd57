/**
 * 'Insérer une image' in the article editor (docs/product.md#media-alt-text):
 * the library picker, then a second step that asks for the image's alt text,
 * prefilled from the library and required. The text given goes into the
 * Markdown, and into the library when the file had none.
 */
import { ArrowLeft, ImagePlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { notify } from "~/lib/notify";
import { AltSuggestButton, SuggestionNote, type ShownSuggestion } from "./alt-suggest-button";
import type { AltSuggestionContext } from "./alt-suggestion";
import { ALT_TEXT_MESSAGES, MEDIA_ALT_MAX_LENGTH, checkAltText } from "./alt-text";
import { saveAltTextIfMissing } from "./alt-text-client";
import { submitOnEnter } from "./alt-text-form";
import { MediaPickerButton } from "./media-picker";
import type { MediaItem } from "./types";

export const INSERT_IMAGE_LABEL = "Insérer l'image";

function AltTextStep({
  item,
  context,
  onBack,
  onInsert,
}: {
  item: MediaItem;
  context: AltSuggestionContext;
  onBack: () => void;
  onInsert: (altText: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(item.altText ?? "");
  const [error, setError] = useState<string | null>(null);
  // a failed suggestion is said where the error goes, but the field is not marked invalid
  const [suggestError, setSuggestError] = useState<string | null>(null);
  const [suggested, setSuggested] = useState<ShownSuggestion | null>(null);
  const ids = { input: `${id}-alt`, help: `${id}-help`, error: `${id}-error`, note: `${id}-note` };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled, but React bubbles its events to the article form: that one must not see this submit.
    event.stopPropagation();
    const checked = checkAltText(value, { required: true });
    if (!checked.ok) {
      setSuggestError(null);
      setError(checked.error);
      return;
    }
    onInsert(checked.value);
    if (!item.altText) {
      void saveAltTextIfMissing(item.name, checked.value).then((failure) => {
        if (failure) notify("error", failure);
      });
    }
  }

  const message = error ?? suggestError;
  const describedBy = [ids.help, message ? ids.error : null, suggested ? ids.note : null].filter(Boolean).join(" ");

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
      <figure className="flex items-center gap-3 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 sm:block">
        <img src={item.previewUrl} alt="" className="aspect-[4/3] w-28 shrink-0 object-cover sm:w-full" />
        <figcaption className="min-w-0 truncate py-2 pr-3 text-xs font-medium text-slate-600 sm:px-3" title={item.originalName}>
          {item.originalName}
        </figcaption>
      </figure>
      <div className="min-w-0">
        <div className="mb-1.5 flex items-center justify-between gap-3">
          <label htmlFor={ids.input} className="text-sm font-medium text-ink">
            {ALT_TEXT_MESSAGES.label} *
          </label>
          <AltSuggestButton
            name={item.name}
            context={context}
            onSuggested={(text, shown) => {
              setValue(text);
              setSuggested(shown);
              setError(null);
              setSuggestError(null);
            }}
            onFailed={(message) => {
              setError(null);
              setSuggestError(message);
            }}
          />
        </div>
        <Textarea
          id={ids.input}
          rows={2}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setSuggested(null);
            if (error) setError(null);
            if (suggestError) setSuggestError(null);
          }}
          maxLength={MEDIA_ALT_MAX_LENGTH}
          autoComplete="off"
          autoFocus
          placeholder="Ex. : Gouttière en zinc sur une façade en pierre"
          className="min-h-0 resize-none"
          onKeyDown={submitOnEnter}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={ids.help} className="mt-1.5 text-sm text-slate-500">
          {ALT_TEXT_MESSAGES.help}
          {item.altText ? null : " Il sera aussi enregistré dans la médiathèque."}
        </p>
        {message ? (
          <p id={ids.error} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
        {suggested ? <SuggestionNote id={ids.note} shown={suggested} /> : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Autre image
          </Button>
          <Button type="submit">
            <ImagePlus aria-hidden="true" />
            {INSERT_IMAGE_LABEL}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * The button that opens the picker to insert an image into an article's
 * content: `onInsert` receives the image's URL and its alt text (never empty).
 * `context` (the article's title and category) feeds 'Suggérer'.
 */
export function InsertImageButton({
  onInsert,
  context,
  ...button
}: Omit<ButtonProps, "onClick"> & {
  onInsert: (url: string, altText: string, item: MediaItem) => void;
  context: AltSuggestionContext;
}) {
  return (
    <MediaPickerButton
      {...button}
      // the image is inserted from the second step, never by the first click
      onPick={() => undefined}
      dialogDescription="Cliquez sur une image pour l'insérer dans le texte de l'article."
      chosenDescription="Décrivez l'image en quelques mots, puis insérez-la dans l'article."
      renderChosen={(item, { back, close }) => (
        <AltTextStep
          item={item}
          context={context}
          onBack={back}
          onInsert={(altText) => {
            onInsert(item.url, altText, item);
            close();
          }}
        />
      )}
    />
  );
}
