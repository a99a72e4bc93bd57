/**
 * Every way a generation can fail, as an AiProviderError whose message is
 * French, short and meant for the editor ('Erreur lors de la génération:
 * {message}'): HTTP statuses and bodies, error objects sent in-band, time
 * limits, cancellation, broken or unreadable answers. The provider's own words
 * are kept apart (`providerMessage`, for the logs) and never carry the API key.
 */
import { formatWait, formatWaitMs } from "~/lib/durations";
import { isRecord } from "~/lib/is-record";

export type AiErrorCode =
  "http" | "auth" | "rate_limited" | "timeout" | "network" | "interrupted" | "malformed" | "empty" | "too_large" | "cancelled";

export class AiProviderError extends Error {
  override name = "AiProviderError";
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly status?: number,
    readonly retryAfterS?: number,
    /** the provider's own words, for the logs */
    readonly providerMessage?: string,
  ) {
    super(message);
  }
}

/** The failures that do not depend on what the provider said. */
export const providerErrors = {
  cancelled: () => new AiProviderError("cancelled", "génération annulée"),
  timeout: (timeoutMs: number) =>
    new AiProviderError("timeout", `le service IA n'a pas répondu dans le délai imparti (${formatWaitMs(timeoutMs)})`),
  tooLong: (totalMs: number) =>
    new AiProviderError("timeout", `la génération a dépassé la durée maximale (${formatWaitMs(totalMs)})`),
  /** the connection broke while the answer was being read */
  connectionLost: () =>
    new AiProviderError("interrupted", "la connexion au service IA a été interrompue avant la fin de la réponse"),
  /** the stream ended without saying it was complete */
  streamCut: () => new AiProviderError("interrupted", "la réponse du service IA a été interrompue avant la fin"),
  unreachable: (error: unknown) => {
    const code = systemErrorCode(error);
    return new AiProviderError(
      "network",
      code ? `impossible de joindre le service IA (${code})` : "impossible de joindre le service IA",
    );
  },
  malformed: (detail: string) => new AiProviderError("malformed", `la réponse du service IA est illisible (${detail})`),
  empty: () => new AiProviderError("empty", "le service IA a renvoyé un contenu vide"),
  refused: (refusal: string) => new AiProviderError("empty", `le modèle a refusé de répondre : ${shorten(refusal.trim(), 200)}`),
  tooLarge: () => new AiProviderError("too_large", "la réponse du service IA est trop volumineuse"),
} as const;

/** The error for a non-2xx answer, from its status, its Retry-After header and its body (with the provider's message when it gives one). */
export function httpStatusError(status: number, retryAfter: string | null, body: string, apiKey: string): AiProviderError {
  const providerMessage = providerErrorMessage(body);
  const detail = providerMessage ? ` : ${shorten(redact(providerMessage, apiKey), 200)}` : "";
  if (status === 429) {
    const retryAfterS = parseRetryAfter(retryAfter);
    const when = retryAfterS ? `réessayez dans ${formatWait(retryAfterS)}` : "réessayez dans quelques minutes";
    return new AiProviderError(
      "rate_limited",
      `le service IA limite le nombre de requêtes (HTTP 429), ${when}`,
      status,
      retryAfterS,
      providerMessage,
    );
  }
  if (status === 401 || status === 403) {
    return new AiProviderError(
      "auth",
      `le service IA a refusé l'accès (HTTP ${status}) : vérifiez AI_API_KEY`,
      status,
      undefined,
      providerMessage,
    );
  }
  if (status === 404) {
    return new AiProviderError(
      "http",
      `adresse ou modèle introuvable (HTTP 404) : vérifiez AI_BASE_URL et AI_MODEL${detail}`,
      status,
      undefined,
      providerMessage,
    );
  }
  if (status >= 500) {
    return new AiProviderError("http", `le service IA est en erreur (HTTP ${status})`, status, undefined, providerMessage);
  }
  return new AiProviderError(
    "http",
    `le service IA a refusé la requête (HTTP ${status})${detail}`,
    status,
    undefined,
    providerMessage,
  );
}

/** A JSON body (or stream chunk) from the provider; an in-band `{ error }` becomes an AiProviderError. */
export function parseProviderJson(text: string, apiKey: string, malformedDetail: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw providerErrors.malformed(malformedDetail);
  }
  if (isRecord(parsed) && parsed.error !== undefined) {
    const message = providerErrorMessage(text) ?? "erreur inconnue";
    throw new AiProviderError(
      "http",
      `le service IA a signalé une erreur : ${shorten(redact(message, apiKey), 200)}`,
      undefined,
      undefined,
      message,
    );
  }
  return parsed;
}

/** `{"error": {"message": "…"}}`, `{"error": "…"}`, `{"message": "…"}` or `{"detail": "…"}`. */
function providerErrorMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!isRecord(parsed)) return undefined;
    const error = parsed.error;
    if (isRecord(error) && typeof error.message === "string") return error.message;
    if (typeof error === "string") return error;
    if (typeof parsed.message === "string") return parsed.message;
    if (typeof parsed.detail === "string") return parsed.detail;
  } catch {
    // not JSON (an HTML error page…): no provider message
  }
  return undefined;
}

/** ECONNREFUSED, ENOTFOUND… from fetch's `cause` chain. */
function systemErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth++) {
    if (typeof current.code === "string" && /^[A-Z_]+$/.test(current.code)) return current.code;
    current = current.cause;
  }
  return undefined;
}

/** Retry-After in seconds (a number of seconds or an HTTP date), at least 1. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

/** The text without the API key (nor anything that looks like a bearer token). */
export function redact(text: string, apiKey: string): string {
  let result = text;
  if (apiKey.length >= 4) result = result.split(apiKey).join("[clé masquée]");
  return result.replace(/Bearer\s+[^\s"']+/gi, "Bearer [clé masquée]");
}

function shorten(text: string, max: number): string {
  const single = text.replace(/\s+/g, " ").trim();
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}
