/**
 * What a generated article gives the editor's other fields: its title (the
 * first level-1 heading) and an excerpt of its text. Pure.
 */
import { AI_EXCERPT_LENGTH, AI_EXCERPT_MIN_CUT } from "~/config/constants";

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

/** The generated text as plain prose: heading markers, bold/italic markers (** __ * _) removed, whitespace collapsed. */
export function plainTextFromMarkdown(content: string): string {
  return content
    .replace(/^[ \t]*#+[ \t]*/gm, "")
    .replace(/\*\*|__|[*_]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The plain text, cut to 150 characters (code points), at the last space of
 * that cut when the space is beyond position 100 (0-based index > 100), plus
 * '...'. Decision: a text of 150 characters or fewer is kept whole (it is
 * never cut at a space, so no word is lost) and still gets '...', as the
 * fallback excerpt does. An empty text gives ''.
 */
export function excerptFromGenerated(content: string): string {
  const text = Array.from(plainTextFromMarkdown(content));
  if (text.length === 0) return "";
  if (text.length <= AI_EXCERPT_LENGTH) return `${text.join("")}...`;
  const cut = text.slice(0, AI_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  const kept = lastSpace > AI_EXCERPT_MIN_CUT ? cut.slice(0, lastSpace) : cut;
  return `${kept.join("")}...`;
}
