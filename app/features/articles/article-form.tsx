import { Loader2, Save, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { AiAssistantPanel } from "~/features/ai/ai-assistant-panel";
import { markdownImage } from "~/features/media/alt-text";
import { InsertImageButton } from "~/features/media/insert-image-dialog";
import { MediaPickerButton } from "~/features/media/media-picker";
import { useFocusFirstError } from "~/lib/focus-first-error";
import { notify } from "~/lib/notify";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import "./article-prose.css";
import { ContentModeSwitch, ContentPreview, usePreviewHtml, type ContentMode } from "./content-preview";
import { ARTICLE_FIELDS, instantFormErrors, SAVE_INTENTS, type ArticleFormValues } from "./form-data";
import { KeywordsField } from "./keywords-field";
import { MainImagePreview } from "./main-image-preview";
import { formatForShortcut } from "./markdown-format";
import { insertMarkdown, type TextSelection } from "./markdown-insertion";
import { formatTextarea, MarkdownToolbar } from "./markdown-toolbar";
import { useWideScreen } from "./use-wide-screen";
import { ARTICLE_MESSAGES } from "./messages";
import type { ArticleFieldErrors } from "./rules";
import { DEFAULT_CATEGORY } from "./values";

export interface ArticleFormProps {
  mode: "write" | "edit";
  /** The values to start from (the stored article, or what a refused save sent back). */
  initial: ArticleFormValues;
  /** The last answer of the save action, when it refused. */
  failure?: { error: string; fieldErrors?: ArticleFieldErrors; confirmUnpublish?: unknown } | null;
  /** what the article's state means, at the top of the publication card (docs/product.md#article-states) */
  publicationNote?: string;
  /** more of the publication card, posted with the form (the schedule: docs/product.md#article-scheduling) */
  publication?: ReactNode;
  /** The form element's id (buttons outside it may submit it). */
  formId?: string;
  /** Told every value change (autosave, docs/product.md#article-revisions). */
  onValuesChange?: (values: ArticleFormValues) => void;
  /** Told when the form is posted. */
  onSubmitting?: () => void;
  /** Extra fields posted with the form (hidden inputs). */
  children?: ReactNode;
}

/** The write and edit form (docs/product.md#article-editor): fields, keywords, edit/preview toggle, AI assistant, draft and publish buttons. */
export function ArticleForm({
  mode,
  initial,
  failure,
  publicationNote = "Un brouillon n'est visible que dans l'administration.",
  publication,
  formId,
  onValuesChange,
  onSubmitting,
  children,
}: ArticleFormProps) {
  const id = useId();
  const navigation = useNavigation();
  const [values, setValues] = useState<ArticleFormValues>(initial);
  const [keywordDraft, setKeywordDraft] = useState("");
  const [tab, setTab] = useState<ContentMode>("edit");
  // While the AI writes into the content, the field is read-only: anything typed there would be overwritten.
  const [generating, setGenerating] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ArticleFieldErrors>(failure?.fieldErrors ?? {});
  // each refusal (the server's or the instant check's) focuses the first field in error once
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refusals, refusals > 0);
  const titleInput = useRef<HTMLInputElement>(null);
  const excerptInput = useRef<HTMLTextAreaElement>(null);
  const contentInput = useRef<HTMLTextAreaElement>(null);
  const categoryInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const keywordInput = useRef<HTMLInputElement>(null);
  // The content's last selection, kept while the picker has the focus; null until the editor was used (then insert at the end).
  const contentSelection = useRef<TextSelection | null>(null);
  // on a wide screen 'Aperçu' puts the preview beside the text, and is where the editor starts
  const wide = useWideScreen();
  useEffect(() => setTab(wide ? "preview" : "edit"), [wide]);
  const showPreview = tab === "preview";
  const sideBySide = wide && showPreview;
  const preview = usePreviewHtml(showPreview, values.title, values.content);
  // The edit/preview switch, the keyword buttons and the media pickers need the scripts: disabled until they run.
  const hydrated = useHydrated();
  useTypedBeforeHydration(
    {
      title: titleInput,
      excerpt: excerptInput,
      content: contentInput,
      category: categoryInput,
      image_url: imageInput,
      keywordDraft: keywordInput,
    },
    {
      title: values.title,
      excerpt: values.excerpt,
      content: values.content,
      category: values.category,
      image_url: values.image_url,
      keywordDraft,
    },
    ({ keywordDraft: typedKeyword, ...typed }) => {
      setValues((v) => ({ ...v, ...typed }));
      if (typedKeyword !== undefined) setKeywordDraft(typedKeyword);
    },
  );

  const submitting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const pendingIntent = submitting ? navigation.formData?.get(ARTICLE_FIELDS.intent) : null;

  // A refused save: say why (toast) and show the messages under the fields.
  useEffect(() => {
    if (!failure) return;
    // the question before unpublishing is a panel of its own, not an error
    if (failure.confirmUnpublish) return;
    notify("error", failure.error);
    setFieldErrors(failure.fieldErrors ?? {});
    setRefusals((count) => count + 1);
  }, [failure]);

  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);

  function set<K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in fieldErrors) setFieldErrors((errors) => ({ ...errors, [key]: undefined }));
  }

  /** Inserts `![alt](url)` at the content's cursor (replacing a selection), or at the end on a line of its own. */
  function insertImage(url: string, alt: string) {
    const { content: next, caret } = insertMarkdown(values.content, contentSelection.current, markdownImage(url, alt));
    set("content", next);
    contentSelection.current = { start: caret, end: caret };
    setTab("edit");
    requestAnimationFrame(() => {
      const textarea = contentInput.current;
      if (!textarea) return;
      textarea.focus();
      textarea.setSelectionRange(caret, caret);
    });
  }

  // An instant message for what is most often missing; the server action stays the only gate.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const refused = instantFormErrors(values);
    if (refused) {
      event.preventDefault();
      setFieldErrors(refused.fieldErrors);
      setRefusals((count) => count + 1);
      notify("error", refused.error);
    } else onSubmitting?.();
  }

  const errorId = (field: string) => `${id}-${field}-error`;
  const invalid = (field: keyof ArticleFieldErrors) =>
    fieldErrors[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};

  return (
    <div className="space-y-8">
      <AiAssistantPanel
        mode={mode}
        values={{ title: values.title, excerpt: values.excerpt, keywords: values.keywords, content: values.content }}
        onApply={(next) => setValues((v) => ({ ...v, ...next }))}
        onBusyChange={setGenerating}
      />

      <Form
        ref={formRef}
        id={formId}
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_320px] xl:grid-rows-[auto_1fr_auto] xl:[grid-template-areas:'head_pub'_'details_pub'_'content_content']"
      >
        {/* The form's default button: Enter in a field saves a draft, it never publishes (the first visible button would). */}
        <button type="submit" name={ARTICLE_FIELDS.intent} value={SAVE_INTENTS.draft} hidden tabIndex={-1} />
        {children}
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1 xl:[grid-area:head]">
          <div>
            <Label htmlFor={`${id}-title`}>Titre *</Label>
            <Input
              ref={titleInput}
              id={`${id}-title`}
              name={ARTICLE_FIELDS.title}
              value={values.title}
              onChange={(e) => set("title", e.target.value)}
              required
              className="text-lg font-semibold"
              placeholder="Le titre de l'article"
              {...invalid("title")}
            />
            <FieldError id={errorId("title")} message={fieldErrors.title} />
          </div>

          <div>
            <Label htmlFor={`${id}-excerpt`}>Extrait</Label>
            <Textarea
              ref={excerptInput}
              id={`${id}-excerpt`}
              name={ARTICLE_FIELDS.excerpt}
              value={values.excerpt}
              onChange={(e) => set("excerpt", e.target.value)}
              rows={3}
              className="min-h-0"
              placeholder="Résumé affiché sur le blog (laissé vide : les 200 premiers caractères du contenu)"
              {...invalid("excerpt")}
            />
            <FieldError id={errorId("excerpt")} message={fieldErrors.excerpt} />
          </div>
        </div>
        {/* the content: toolbar and textarea, the preview beside them on a wide screen */}
        <div className="min-w-0 lg:col-start-1 lg:row-start-2 xl:[grid-area:content]">
          <div className="mb-1.5 flex flex-wrap items-center justify-between gap-3">
            <Label htmlFor={`${id}-content`} className="mb-0">
              Contenu (Markdown) *
            </Label>
            <ContentModeSwitch mode={tab} onChange={setTab} disabled={!hydrated} />
          </div>
          <div className={cn(sideBySide && "grid grid-cols-[minmax(0,7fr)_minmax(0,6fr)] items-start gap-4")}>
            {/* The textarea stays in the form while previewing, so its value is always submitted. */}
            <div hidden={showPreview && !sideBySide}>
              <MarkdownToolbar
                textarea={contentInput}
                enabled={hydrated && !generating}
                image={
                  <InsertImageButton
                    onInsert={(url, alt) => insertImage(url, alt)}
                    context={{ title: values.title, category: values.category }}
                    variant="ghost"
                    className="h-9 gap-1 px-1.5 text-slate-700 hover:bg-white hover:shadow-sm"
                    aria-label="Choisir dans la médiathèque : insérer une image dans le contenu"
                  >
                    Image
                  </InsertImageButton>
                }
              />
              <Textarea
                ref={contentInput}
                id={`${id}-content`}
                name={ARTICLE_FIELDS.content}
                value={values.content}
                onChange={(e) => set("content", e.target.value)}
                onSelect={(e) => {
                  contentSelection.current = { start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd };
                }}
                onKeyDown={(e) => {
                  const format = formatForShortcut(e);
                  if (!format || generating) return;
                  e.preventDefault();
                  formatTextarea(e.currentTarget, format);
                }}
                required
                readOnly={generating}
                aria-busy={generating}
                className="min-h-[28rem] rounded-t-none font-mono read-only:bg-slate-50 text-[0.9375rem] leading-relaxed"
                placeholder={"## Un intertitre\n\nVotre texte en **Markdown** : listes, liens, tableaux, images…"}
                {...invalid("content")}
              />
            </div>
            {showPreview ? (
              <div className={cn(sideBySide && "sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-lg")}>
                <ContentPreview preview={preview} hasContent={Boolean(values.content.trim())} />
              </div>
            ) : null}
          </div>
          <FieldError id={errorId("content")} message={fieldErrors.content} />
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 xl:contents">
          <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] xl:[grid-area:pub]">
            <h2 className="text-base font-semibold">Publication</h2>
            <p className="mt-1 text-sm text-slate-600">{publicationNote}</p>
            <div className="mt-4 grid gap-3">
              <Button type="submit" name={ARTICLE_FIELDS.intent} value={SAVE_INTENTS.publish} disabled={submitting}>
                {pendingIntent === SAVE_INTENTS.publish ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                {ARTICLE_MESSAGES.publishArticle}
              </Button>
              <Button
                type="submit"
                variant="outline"
                name={ARTICLE_FIELDS.intent}
                value={SAVE_INTENTS.draft}
                disabled={submitting}
              >
                {pendingIntent === SAVE_INTENTS.draft ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                {ARTICLE_MESSAGES.saveDraft}
              </Button>
            </div>
            {publication}
          </div>

          <div className="space-y-5 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] xl:grid xl:grid-cols-2 xl:items-start xl:gap-x-5 xl:gap-y-4 xl:space-y-0 xl:[grid-area:details] xl:[&>*:last-child]:col-span-2">
            <div>
              <Label htmlFor={`${id}-category`}>Catégorie</Label>
              <Input
                ref={categoryInput}
                id={`${id}-category`}
                name={ARTICLE_FIELDS.category}
                value={values.category}
                onChange={(e) => set("category", e.target.value)}
                placeholder={DEFAULT_CATEGORY}
                {...invalid("category")}
              />
              <FieldError id={errorId("category")} message={fieldErrors.category} />
            </div>

            <div>
              <Label htmlFor={`${id}-image`}>URL de l'image principale</Label>
              {/* text, not url: a path on this site (/media/…) is a valid value, and a url field refuses it */}
              <Input
                ref={imageInput}
                id={`${id}-image`}
                name={ARTICLE_FIELDS.imageUrl}
                type="text"
                inputMode="url"
                value={values.image_url}
                onChange={(e) => set("image_url", e.target.value)}
                placeholder="https://… ou /media/…"
                {...invalid("image_url")}
              />
              <FieldError id={errorId("image_url")} message={fieldErrors.image_url} />
              <MediaPickerButton
                className="mt-2 w-full"
                onPick={(url) => set("image_url", url)}
                dialogDescription="Cliquez sur une image pour en faire l'image principale de l'article."
                aria-label="Choisir dans la médiathèque : image principale"
              >
                Choisir dans la médiathèque
              </MediaPickerButton>
              <MainImagePreview key={values.image_url} url={values.image_url} />
            </div>

            <KeywordsField
              inputId={`${id}-keyword`}
              errorId={errorId("keywords")}
              error={fieldErrors.keywords}
              keywords={values.keywords}
              draft={keywordDraft}
              onDraftChange={setKeywordDraft}
              onKeywordsChange={(keywords) => set("keywords", keywords)}
              inputRef={keywordInput}
              hydrated={hydrated}
            />
          </div>
        </aside>
      </Form>
    </div>
  );
}
