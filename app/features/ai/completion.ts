/**
 * The provider's answer as the article the editor gets: a non-streamed JSON
 * completion read, and the cleaning every answer goes through (streamed or not).
 */
import { isRecord } from "~/lib/is-record";
import { normaliseGenerated } from "./output";
import { parseProviderJson, providerErrors } from "./provider-errors";

export interface GenerationResult {
  /** the article, cleaned (normaliseGenerated) and never empty */
  content: string;
  /** cut by max_tokens (finish_reason 'length') or by the character cap */
  truncated: boolean;
  finishReason: string | null;
}

export interface AnswerLimits {
  maxChars: number;
  /** kept out of error messages */
  apiKey: string;
}

/** The result of a JSON Chat Completions answer (`choices[0].message`), cut at maxChars. */
export function parseCompletion(text: string, limits: AnswerLimits): GenerationResult {
  const parsed = parseProviderJson(text, limits.apiKey, "JSON invalide");
  const choice = isRecord(parsed) && Array.isArray(parsed.choices) ? parsed.choices[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(message)) throw providerErrors.malformed("aucun message dans « choices »");
  const finishReason = isRecord(choice) && typeof choice.finish_reason === "string" ? choice.finish_reason : null;
  if (message.content !== null && message.content !== undefined && typeof message.content !== "string") {
    throw providerErrors.malformed("contenu qui n'est pas du texte");
  }
  const raw = message.content ?? "";
  if (!raw.trim() && typeof message.refusal === "string" && message.refusal.trim()) {
    throw providerErrors.refused(message.refusal);
  }
  const capped = raw.length > limits.maxChars;
  return finishGeneration(capped ? raw.slice(0, limits.maxChars) : raw, capped, finishReason);
}

/** The cleaned article; an answer with nothing left after cleaning is an error. */
export function finishGeneration(raw: string, capped: boolean, finishReason: string | null): GenerationResult {
  const content = normaliseGenerated(raw);
  if (!content) throw providerErrors.empty();
  return { content, truncated: capped || finishReason === "length", finishReason };
}
