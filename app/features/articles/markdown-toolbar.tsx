import { Bold, Heading2, Italic, Link2, List, type LucideIcon } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { formatMarkdown, type MarkdownEdit, type MarkdownFormat } from "./markdown-format";

const TOOLS: { format: MarkdownFormat; label: string; hint: string; keys?: string; Icon: LucideIcon }[] = [
  { format: "heading", label: "Titre", hint: "Intertitre : titre d'une partie de l'article", Icon: Heading2 },
  { format: "bold", label: "Gras", hint: "Gras (Ctrl+B)", keys: "Control+B Meta+B", Icon: Bold },
  { format: "italic", label: "Italique", hint: "Italique (Ctrl+I)", keys: "Control+I Meta+I", Icon: Italic },
  { format: "list", label: "Liste", hint: "Liste à puces", Icon: List },
  { format: "link", label: "Lien", hint: "Lien (Ctrl+K)", keys: "Control+K Meta+K", Icon: Link2 },
];

/**
 * Applies an edit as typing: the browser's own insertion keeps the textarea's
 * undo (Ctrl+Z) working; where it is missing, the value is set and an input
 * event tells React.
 */
function applyEditToTextarea(textarea: HTMLTextAreaElement, edit: MarkdownEdit) {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const expected = textarea.value.slice(0, edit.from) + edit.insert + textarea.value.slice(edit.to);
  let done = false;
  try {
    done = edit.insert
      ? document.execCommand("insertText", false, edit.insert)
      : edit.from === edit.to || document.execCommand("delete");
  } catch {
    done = false;
  }
  if (!done || textarea.value !== expected) {
    textarea.value = expected;
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selection.start, edit.selection.end);
}

/** Formats the textarea's selection (a toolbar button or its shortcut). */
export function formatTextarea(textarea: HTMLTextAreaElement, format: MarkdownFormat) {
  const edit = formatMarkdown(textarea.value, { start: textarea.selectionStart, end: textarea.selectionEnd }, format);
  applyEditToTextarea(textarea, edit);
}

/**
 * The toolbar over the content (docs/product.md#article-editor): Titre, Gras,
 * Italique, Liste, Lien and the image button given by the form. Real buttons,
 * disabled until the scripts run: the textarea works without them.
 */
export function MarkdownToolbar({
  textarea,
  enabled,
  image,
}: {
  textarea: RefObject<HTMLTextAreaElement | null>;
  enabled: boolean;
  image: ReactNode;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Mise en forme du contenu"
      aria-orientation="horizontal"
      className="flex flex-wrap items-center gap-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {TOOLS.map(({ format, label, hint, keys, Icon }) => (
        <button
          key={format}
          type="button"
          title={hint}
          aria-keyshortcuts={keys}
          disabled={!enabled}
          // keep the selection in the textarea: a click on the button must not move the focus first
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => textarea.current && formatTextarea(textarea.current, format)}
          className="inline-flex h-9 items-center gap-1 rounded-md px-1.5 text-sm font-semibold text-slate-700 transition-colors hover:bg-white hover:text-ink hover:shadow-sm focus-visible:outline-2 focus-visible:outline-copper-500 disabled:opacity-50"
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
      <span aria-hidden className="mx-0.5 h-5 w-px bg-slate-300" />
      {image}
    </div>
  );
}
