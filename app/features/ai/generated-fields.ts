/**
 * What a generated article gives the editor's other fields: its title (the
 * first level-1 heading) and an excerpt of its text. Pure.
 */
import { AI_EXCERPT_LENGTH, AI_EXCERPT_MIN_CUT } from "~/config/constants";
import { excerptFromMarkdown, markdownToPlainText } from "~/lib/markdown-plain-text";

const FENCE = /^ {0,3}(```|~~~)/;
const H1 = /^ {0,3}# (.*)$/;

/**
 * The text of the first line beginning with '# ' (a level-1 heading), trimmed
 * and without an optional closing '#' sequence; lines inside fenced code
 * blocks (a '# comment' in a shell sample) are skipped. Null when there is none.
 */
export function titleFromMarkdown(content: string): string | null {
  let inFence = false;
  for (const line of content.split(/\r\n|\r|\n/)) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = H1.exec(line);
    if (!heading) continue;
    const title = (heading[1] ?? "").replace(/\s+#+\s*$/, "").trim();
    if (title) return title;
  }
  return null;
}

/** The generated text as plain prose (docs/product.md#article-excerpt). */
export const plainTextFromMarkdown = markdownToPlainText;

/**
 * The excerpt of a generated article: its text without the leading title, as
 * plain words, cut to 150 characters (code points) at the last space when
 * that space is beyond position 100, plus '...'. A text of 150 characters or
 * fewer is kept whole and still gets '...', as the fallback excerpt does. An
 * empty text gives ''.
 */
export function excerptFromGenerated(content: string): string {
  return excerptFromMarkdown(content, AI_EXCERPT_LENGTH, AI_EXCERPT_MIN_CUT);
}
