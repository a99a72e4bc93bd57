/**
 * The browser's side of the alt-text endpoints (docs/product.md#media-alt-text):
 * 'Suggérer', and the insert dialog's write-back to the library.
 */
import { ALT_SUGGESTION_MESSAGES, type AltSuggestionContext, type AltSuggestionSource } from "./alt-suggestion";
import { ALT_TEXT_MESSAGES } from "./alt-text";

export const ALT_SUGGESTION_ENDPOINT = "/api/media/alt-suggestion";
export const ALT_TEXT_ENDPOINT = "/api/media/alt-text";

export type SuggestionResult =
  { ok: true; suggestion: string; source: AltSuggestionSource; notice?: string } | { ok: false; error: string };

function formOf(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value) body.set(key, value);
  return body;
}

async function post(url: string, body: URLSearchParams): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const response = await fetch(url, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, json };
}

/** Asks the server for a suggestion; every failure comes back as a French message. */
export async function requestAltSuggestion(name: string, context: AltSuggestionContext = {}): Promise<SuggestionResult> {
  try {
    const { json } = await post(ALT_SUGGESTION_ENDPOINT, formOf({ name, title: context.title, category: context.category }));
    if (json?.success === true && typeof json.suggestion === "string") {
      const source: AltSuggestionSource = json.source === "vision" ? "vision" : "context";
      return {
        ok: true,
        suggestion: json.suggestion,
        source,
        ...(typeof json.notice === "string" ? { notice: json.notice } : {}),
      };
    }
    return {
      ok: false,
      error: typeof json?.error === "string" ? json.error : ALT_SUGGESTION_MESSAGES.failure(ALT_SUGGESTION_MESSAGES.unexpected),
    };
  } catch {
    return { ok: false, error: ALT_SUGGESTION_MESSAGES.failure(ALT_SUGGESTION_MESSAGES.network) };
  }
}

/**
 * Gives the library the alt text typed where the image was inserted, when the
 * file had none (the server keeps an existing one). Resolves with an error
 * message, or null when done.
 */
export async function saveAltTextIfMissing(name: string, altText: string): Promise<string | null> {
  try {
    const { json } = await post(ALT_TEXT_ENDPOINT, formOf({ name, altText, mode: "insert" }));
    if (json?.ok === true) return null;
    return typeof json?.error === "string" ? json.error : ALT_TEXT_MESSAGES.saveError;
  } catch {
    return ALT_TEXT_MESSAGES.saveError;
  }
}
