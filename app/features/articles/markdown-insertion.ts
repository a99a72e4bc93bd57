export interface TextSelection {
  start: number;
  end: number;
}

/**
 * `content` with `markdown` inserted at `selection` (replacing the selected
 * text), or, with no usable selection, at the end on a line of its own; and
 * where the caret goes: right after the insertion.
 */
export function insertMarkdown(
  content: string,
  selection: TextSelection | null,
  markdown: string,
): { content: string; caret: number } {
  if (selection && selection.start <= content.length) {
    const end = Math.min(selection.end, content.length);
    return {
      content: content.slice(0, selection.start) + markdown + content.slice(end),
      caret: selection.start + markdown.length,
    };
  }
  const separator = !content.trim() ? "" : content.endsWith("\n\n") ? "" : content.endsWith("\n") ? "\n" : "\n\n";
  const next = `${content}${separator}${markdown}\n`;
  return { content: next, caret: next.length };
}
