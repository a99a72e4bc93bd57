import { Plus, X } from "lucide-react";
import type { KeyboardEvent, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { ARTICLE_FIELDS } from "./form-data";
import { normaliseKeywords } from "./values";

export interface KeywordsFieldProps {
  /** The id of the keyword input; `errorId` names its error. */
  inputId: string;
  errorId: string;
  error?: string;
  keywords: string[];
  /** The keyword typed and not added yet. */
  draft: string;
  onDraftChange: (draft: string) => void;
  onKeywordsChange: (keywords: string[]) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The add and remove buttons need the scripts: disabled until they run. */
  hydrated: boolean;
}

/** The SEO keywords of the article editor (docs/product.md#article-editor): the added ones posted as hidden inputs, each removable. */
export function KeywordsField({
  inputId,
  errorId,
  error,
  keywords,
  draft,
  onDraftChange,
  onKeywordsChange,
  inputRef,
  hydrated,
}: KeywordsFieldProps) {
  function addKeyword() {
    onKeywordsChange(normaliseKeywords([...keywords, draft]));
    onDraftChange("");
    inputRef.current?.focus();
  }

  function onKeywordKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addKeyword();
  }

  return (
    <div>
      <Label htmlFor={inputId}>Mots-clés SEO</Label>
      {keywords.map((keyword) => (
        <input key={keyword} type="hidden" name={ARTICLE_FIELDS.keywords} value={keyword} />
      ))}
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          // A keyword typed but not added yet is still saved (nothing typed is lost).
          name={ARTICLE_FIELDS.keywords}
          value={draft}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={onKeywordKey}
          placeholder="Entrée pour ajouter"
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
        <Button
          variant="outline"
          size="icon"
          onClick={addKeyword}
          disabled={!hydrated}
          aria-label="Ajouter le mot-clé"
          className="size-[46px] shrink-0"
        >
          <Plus aria-hidden />
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
      {keywords.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Mots-clés ajoutés">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                onClick={() => onKeywordsChange(keywords.filter((k) => k !== keyword))}
                disabled={!hydrated}
                aria-label={`Retirer le mot-clé ${keyword}`}
                className="inline-flex items-center gap-1 rounded-full bg-copper-100 py-1 pr-2 pl-3 text-sm font-medium text-copper-800 transition-colors hover:bg-copper-200 disabled:opacity-60"
              >
                {keyword}
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
