/**
 * The editor's side of POST /api/generate-article: asks for the streamed
 * answer, hands each piece of text to `onDelta` as it arrives, and always
 * resolves with the endpoint's `{success, content, error}` (never throws), so the
 * panel only has to show 'Contenu généré avec succès !' or
 * 'Erreur lors de la génération: {error}'. Aborting `signal` ('Annuler')
 * closes the request, which makes the server abort the provider request.
 */
import type { GenerateResponse } from "./generate-request";
import { readSseEvents } from "./sse";

export const GENERATE_ENDPOINT = "/api/generate-article";

export const CLIENT_MESSAGES = {
  cancelled: "génération annulée",
  unreachable: "impossible de joindre le serveur, vérifiez votre connexion",
  interrupted: "la connexion a été interrompue avant la fin de la génération",
  unexpected: (status: number) => `réponse inattendue du serveur (HTTP ${status})`,
} as const;

export interface GenerationOutcome extends GenerateResponse {
  /** the text was cut at the maximum length */
  truncated?: boolean;
  /** the user cancelled */
  cancelled?: boolean;
}

export interface GenerationRequestOptions {
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
  /** absolute URL outside the browser */
  url?: string;
  headers?: Record<string, string>;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === "AbortError");
}

function asOutcome(value: unknown, status: number): GenerationOutcome {
  if (typeof value === "object" && value !== null && typeof (value as GenerateResponse).success === "boolean") {
    const v = value as GenerationOutcome;
    if (v.success && typeof v.content === "string") return { success: true, content: v.content, truncated: Boolean(v.truncated) };
    if (!v.success)
      return { success: false, error: typeof v.error === "string" && v.error ? v.error : CLIENT_MESSAGES.unexpected(status) };
  }
  return { success: false, error: CLIENT_MESSAGES.unexpected(status) };
}

export async function requestGeneration(prompt: string, options: GenerationRequestOptions = {}): Promise<GenerationOutcome> {
  const { signal, onDelta } = options;
  let response: Response;
  try {
    response = await fetch(options.url ?? GENERATE_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", ...options.headers },
      body: JSON.stringify({ prompt, type: "article" }),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    return isAbort(error, signal)
      ? { success: false, error: CLIENT_MESSAGES.cancelled, cancelled: true }
      : { success: false, error: CLIENT_MESSAGES.unreachable };
  }

  const type = response.headers.get("content-type") ?? "";
  try {
    if (!type.includes("text/event-stream") || !response.body) {
      if (type.includes("application/json")) return asOutcome(await response.json(), response.status);
      const text = (await response.text()).trim();
      // the server's own French refusals (e.g. another origin) are short plain text
      return {
        success: false,
        error: text && text.length <= 200 && !text.startsWith("<") ? text : CLIENT_MESSAGES.unexpected(response.status),
      };
    }

    // Leaving the loop on 'done' or 'error' closes the response.
    for await (const event of readSseEvents(response.body)) {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        continue;
      }
      if (event.event === "delta") {
        const text = (data as { text?: unknown }).text;
        if (typeof text === "string") onDelta?.(text);
      } else if (event.event === "done" || event.event === "error") {
        return asOutcome(data, response.status);
      }
    }
    return { success: false, error: CLIENT_MESSAGES.interrupted };
  } catch (error) {
    return isAbort(error, signal)
      ? { success: false, error: CLIENT_MESSAGES.cancelled, cancelled: true }
      : { success: false, error: CLIENT_MESSAGES.interrupted };
  }
}
