/**
 * AI generation rules (SPEC §4/§5 'AI generation', §7 'generate-article'),
 * pure: the editor applies them after a generation, the server validates the
 * request with the same schema.
 */
// zod/mini: the editor imports this module; the same rules as zod, a fraction of the bytes in the browser.
import * as z from "zod/mini";
import { AI_EXCERPT_LENGTH, AI_EXCERPT_MIN_CUT, AI_PROMPT_MAX_LENGTH } from "~/config/constants";
import { keywordKey } from "~/features/articles/values";

export const AI_MESSAGES = {
  topicRequired: "Veuillez saisir un sujet pour générer du contenu",
  success: "Contenu généré avec succès !",
  failure: (message: string) => `Erreur lors de la génération: ${message}`,
  notConfigured: "le service IA n'est pas configuré",
  promptTooLong: `Le sujet ne doit pas dépasser ${AI_PROMPT_MAX_LENGTH} caractères`,
  unsupportedType: "Type de génération non pris en charge",
  invalidRequest: "Requête de génération invalide",
  generate: "Générer avec IA",
  replace: "Remplacer avec IA",
} as const;

/** SPEC §7: the topic, plus ' (mot-clé principal: {keyword})' when a keyword is given (both trimmed). */
export function buildPrompt(topic: string, keyword?: string | null): string {
  const subject = topic.trim();
  const mainKeyword = (keyword ?? "").trim();
  return mainKeyword ? `${subject} (mot-clé principal: ${mainKeyword})` : subject;
}

/** The body of `POST /api/generate-article`. */
export const generateRequestSchema = z.object(
  {
    prompt: z.string({ error: AI_MESSAGES.topicRequired }).check(
      z.trim(),
      z.minLength(1, { error: AI_MESSAGES.topicRequired, abort: true }),
      z.maxLength(AI_PROMPT_MAX_LENGTH, { error: AI_MESSAGES.promptTooLong }),
    ),
    type: z.literal("article", { error: AI_MESSAGES.unsupportedType }),
  },
  { error: AI_MESSAGES.invalidRequest },
);

export type GenerateRequest = z.output<typeof generateRequestSchema>;

/** The answer of the generate-article function (SPEC §7). */
export interface GenerateResponse {
  success: boolean;
  content?: string;
  error?: string;
}

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
 * SPEC §5: the plain text, cut to 150 characters (code points), at the last
 * space of that cut when the space is beyond position 100 (0-based index >
 * 100), plus '...'. Decision: a text of 150 characters or fewer is kept whole
 * (it is never cut at a space, so no word is lost) and still gets '...', as
 * SPEC and the fallback excerpt do. An empty text gives ''.
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

/** The keywords with the main keyword (trimmed) prepended when absent (case-insensitive); unchanged otherwise. */
export function mergeKeyword(keywords: readonly string[], keyword?: string | null): string[] {
  const mainKeyword = (keyword ?? "").trim().replace(/\s+/g, " ");
  if (!mainKeyword) return [...keywords];
  const key = keywordKey(mainKeyword);
  return keywords.some((existing) => keywordKey(existing) === key) ? [...keywords] : [mainKeyword, ...keywords];
}

export interface GeneratedFormFields {
  title: string;
  excerpt: string;
  keywords: string[];
  content: string;
}

/**
 * The editor's form after a generation (SPEC §5): content replaced; title
 * filled from the first '# ' line only when empty (blank counts as empty);
 * excerpt filled only when empty; main keyword merged. Other fields are kept.
 * Never publishes anything.
 */
export function applyGeneratedContent<F extends GeneratedFormFields>(
  form: F,
  generated: string,
  keyword?: string | null,
): F {
  return {
    ...form,
    content: generated,
    title: form.title.trim() ? form.title : (titleFromMarkdown(generated) ?? form.title),
    excerpt: form.excerpt.trim() ? form.excerpt : excerptFromGenerated(generated),
    keywords: mergeKeyword(form.keywords, keyword),
  };
}
