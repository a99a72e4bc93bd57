/**
 * Client of any OpenAI-compatible Chat Completions endpoint (OpenAI, Mistral,
 * Ollama, vLLM, llama.cpp server…) over fetch, without an SDK.
 *
 * - `generateCompletion`: one JSON answer. `streamCompletion`: `stream: true`,
 *   the SSE `data:` lines are parsed as they arrive and each piece of text is
 *   handed to `onDelta`; a provider that ignores `stream` and answers JSON is
 *   accepted too.
 * - Time: `timeoutMs` (AI_TIMEOUT_MS) is the longest wait for the answer, and
 *   when streaming the longest silence between two pieces; a stream may not
 *   last more than STREAM_TOTAL_FACTOR × timeoutMs in all.
 * - The caller's AbortSignal (the browser went away, 'Annuler') aborts the
 *   upstream request at once; so does every error and the end of a call.
 * - Length: `max_tokens` is sent, and the text is cut at `maxChars` whatever
 *   the model does (the stream is then closed).
 * - Every failure is an AiProviderError whose message is French, short and
 *   meant for the editor ('Erreur lors de la génération: {message}'). Logs
 *   carry the endpoint's host, the model and the provider's own message, never
 *   the API key.
 */
import { AI_OUTPUT_MAX_CHARS } from "~/config/constants";
import type { Env } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import { normaliseGenerated, ThinkFilter } from "./output";
import { AI_MESSAGES } from "./postprocess";
import { SseParser } from "./sse";

export interface AiProviderConfig {
  /** e.g. https://api.openai.com/v1 (…/chat/completions is appended unless already there) */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxTokens: number;
  maxChars: number;
}

export const AI_NOT_CONFIGURED_MESSAGE = `${AI_MESSAGES.notConfigured} (définissez AI_BASE_URL, AI_API_KEY et AI_MODEL)`;

/** A stream may last this many times AI_TIMEOUT_MS in all (the timeout itself bounds each silence). */
export const STREAM_TOTAL_FACTOR = 4;

/** The provider settings, or null when AI_BASE_URL, AI_API_KEY or AI_MODEL is missing. */
export function aiConfigFromEnv(
  env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS" | "AI_MAX_OUTPUT_TOKENS">,
): AiProviderConfig | null {
  if (!env.AI_BASE_URL || !env.AI_API_KEY || !env.AI_MODEL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxTokens: env.AI_MAX_OUTPUT_TOKENS,
    maxChars: AI_OUTPUT_MAX_CHARS,
  };
}

export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  return /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
}

export type AiErrorCode =
  | "http"
  | "auth"
  | "rate_limited"
  | "timeout"
  | "network"
  | "interrupted"
  | "malformed"
  | "empty"
  | "too_large"
  | "cancelled";

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

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface GenerationResult {
  /** the article, cleaned (normaliseGenerated) and never empty */
  content: string;
  /** cut by max_tokens (finish_reason 'length') or by the character cap */
  truncated: boolean;
  finishReason: string | null;
}

export interface CompletionOptions {
  signal?: AbortSignal;
}

export interface StreamOptions extends CompletionOptions {
  /** each new piece of text, as it arrives (a leading <think> block is held back) */
  onDelta: (text: string) => void;
}

type TokenField = "max_tokens" | "max_completion_tokens";
/** Endpoints (url + model) that refused max_tokens and asked for max_completion_tokens (recent OpenAI models). */
const completionTokenEndpoints = new Set<string>();

export function generateCompletion(
  config: AiProviderConfig,
  messages: ChatMessage[],
  options: CompletionOptions = {},
): Promise<GenerationResult> {
  return run(config, messages, false, options.signal, () => undefined);
}

export function streamCompletion(
  config: AiProviderConfig,
  messages: ChatMessage[],
  options: StreamOptions,
): Promise<GenerationResult> {
  return run(config, messages, true, options.signal, options.onDelta);
}

async function run(
  config: AiProviderConfig,
  messages: ChatMessage[],
  stream: boolean,
  signal: AbortSignal | undefined,
  onDelta: (text: string) => void,
): Promise<GenerationResult> {
  const url = chatCompletionsUrl(config.baseUrl);
  const endpointKey = `${url} ${config.model}`;
  const startedAt = Date.now();
  const logContext = { host: safeHost(url), model: config.model, stream };
  let tokenField: TokenField = completionTokenEndpoints.has(endpointKey) ? "max_completion_tokens" : "max_tokens";
  try {
    for (;;) {
      try {
        const result = await attempt(config, url, messages, stream, tokenField, signal, onDelta);
        logger.info(
          {
            ai: {
              ...logContext,
              durationMs: Date.now() - startedAt,
              chars: result.content.length,
              truncated: result.truncated,
              finishReason: result.finishReason,
            },
          },
          "AI generation done",
        );
        return result;
      } catch (error) {
        if (
          tokenField === "max_tokens" &&
          error instanceof AiProviderError &&
          error.status === 400 &&
          /max_completion_tokens/.test(error.providerMessage ?? "")
        ) {
          completionTokenEndpoints.add(endpointKey);
          tokenField = "max_completion_tokens";
          continue;
        }
        throw error;
      }
    }
  } catch (error) {
    const failure = error instanceof AiProviderError ? error : new AiProviderError("network", unreachableMessage(error));
    const entry = {
      ai: {
        ...logContext,
        durationMs: Date.now() - startedAt,
        code: failure.code,
        status: failure.status,
        providerMessage: failure.providerMessage ? redact(failure.providerMessage, config.apiKey) : undefined,
        message: failure.message,
      },
    };
    if (failure.code === "cancelled") logger.info(entry, "AI generation cancelled");
    else logger.warn(entry, "AI generation failed");
    throw failure;
  }
}

async function attempt(
  config: AiProviderConfig,
  url: string,
  messages: ChatMessage[],
  stream: boolean,
  tokenField: TokenField,
  signal: AbortSignal | undefined,
  onDelta: (text: string) => void,
): Promise<GenerationResult> {
  const upstream = new AbortController();
  let reason: "timeout" | "total" | "cancelled" | null = null;
  const stop = (why: typeof reason) => {
    reason ??= why;
    upstream.abort();
  };
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stop("timeout"), config.timeoutMs);
  };
  touch();
  const totalTimer = stream ? setTimeout(() => stop("total"), config.timeoutMs * STREAM_TOTAL_FACTOR) : undefined;
  const onCallerAbort = () => stop("cancelled");
  if (signal?.aborted) stop("cancelled");
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  let phase: "connect" | "body" = "connect";
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: stream ? "text/event-stream" : "application/json",
        authorization: `Bearer ${config.apiKey}`,
      },
      body: JSON.stringify({ model: config.model, messages, [tokenField]: config.maxTokens, stream }),
      signal: upstream.signal,
    });
    phase = "body";
    if (!response.ok) throw await httpError(response, config);
    const type = response.headers.get("content-type") ?? "";
    if (stream && type.includes("text/event-stream")) {
      return await readStream(response, config, touch, onDelta);
    }
    const text = await readCapped(response, config.maxChars * 6 + 65_536);
    const result = parseCompletion(text, config);
    if (stream) onDelta(result.content);
    return result;
  } catch (error) {
    if (reason === "cancelled") throw new AiProviderError("cancelled", "génération annulée");
    if (reason === "timeout") {
      throw new AiProviderError(
        "timeout",
        `le service IA n'a pas répondu dans le délai imparti (${formatSeconds(config.timeoutMs)})`,
      );
    }
    if (reason === "total") {
      throw new AiProviderError(
        "timeout",
        `la génération a dépassé la durée maximale (${formatSeconds(config.timeoutMs * STREAM_TOTAL_FACTOR)})`,
      );
    }
    if (error instanceof AiProviderError) throw error;
    if (phase === "body") {
      throw new AiProviderError("interrupted", "la connexion au service IA a été interrompue avant la fin de la réponse");
    }
    throw new AiProviderError("network", unreachableMessage(error));
  } finally {
    clearTimeout(idleTimer);
    clearTimeout(totalTimer);
    signal?.removeEventListener("abort", onCallerAbort);
    // Nothing more is read from this request: close it (a no-op when the answer was read to the end).
    upstream.abort();
  }
}

/** The error for a non-2xx answer, with the provider's message when it gives one. */
async function httpError(response: Response, config: AiProviderConfig): Promise<AiProviderError> {
  const status = response.status;
  const body = await readCapped(response, 16_384).catch(() => "");
  const providerMessage = providerErrorMessage(body);
  const detail = providerMessage ? ` : ${shorten(redact(providerMessage, config.apiKey), 200)}` : "";
  if (status === 429) {
    const retryAfterS = parseRetryAfter(response.headers.get("retry-after"));
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

/** A JSON body (or stream chunk) from the provider; an in-band `{ error }` becomes an AiProviderError. */
function parseProviderJson(text: string, config: AiProviderConfig, malformedDetail: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AiProviderError("malformed", `la réponse du service IA est illisible (${malformedDetail})`);
  }
  if (isRecord(parsed) && parsed.error !== undefined) {
    const message = providerErrorMessage(text) ?? "erreur inconnue";
    throw new AiProviderError(
      "http",
      `le service IA a signalé une erreur : ${shorten(redact(message, config.apiKey), 200)}`,
      undefined,
      undefined,
      message,
    );
  }
  return parsed;
}

function parseCompletion(text: string, config: AiProviderConfig): GenerationResult {
  const parsed = parseProviderJson(text, config, "JSON invalide");
  const choice = isRecord(parsed) && Array.isArray(parsed.choices) ? parsed.choices[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(message)) {
    throw new AiProviderError("malformed", "la réponse du service IA est illisible (aucun message dans « choices »)");
  }
  const finishReason = isRecord(choice) && typeof choice.finish_reason === "string" ? choice.finish_reason : null;
  if (message.content !== null && message.content !== undefined && typeof message.content !== "string") {
    throw new AiProviderError("malformed", "la réponse du service IA est illisible (contenu qui n'est pas du texte)");
  }
  const raw = message.content ?? "";
  if (!raw.trim() && typeof message.refusal === "string" && message.refusal.trim()) {
    throw new AiProviderError("empty", `le modèle a refusé de répondre : ${shorten(message.refusal.trim(), 200)}`);
  }
  const capped = raw.length > config.maxChars;
  return finish(capped ? raw.slice(0, config.maxChars) : raw, capped, finishReason);
}

async function readStream(
  response: Response,
  config: AiProviderConfig,
  touch: () => void,
  onDelta: (text: string) => void,
): Promise<GenerationResult> {
  const reader = response.body?.getReader();
  if (!reader) throw new AiProviderError("empty", "le service IA a renvoyé un contenu vide");
  const decoder = new TextDecoder();
  const parser = new SseParser();
  const think = new ThinkFilter();
  let raw = "";
  let finishReason: string | null = null;
  let capped = false;
  let done = false;

  const handle = (data: string) => {
    if (data.trim() === "[DONE]") {
      done = true;
      return;
    }
    const chunk = parseProviderJson(data, config, "morceau de flux JSON invalide");
    const choice = isRecord(chunk) && Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
    if (!isRecord(choice)) return; // e.g. a final usage-only chunk
    if (typeof choice.finish_reason === "string") finishReason = choice.finish_reason;
    const delta = isRecord(choice.delta) ? choice.delta.content : undefined;
    if (typeof delta !== "string" || delta === "") return;
    let piece = delta;
    if (raw.length + piece.length > config.maxChars) {
      piece = piece.slice(0, config.maxChars - raw.length);
      capped = true;
    }
    raw += piece;
    const shown = think.push(piece);
    if (shown) onDelta(shown);
  };

  try {
    while (!done && !capped) {
      const { value, done: ended } = await reader.read();
      if (ended) {
        for (const event of parser.end()) if (!done && !capped) handle(event.data);
        break;
      }
      touch();
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        if (done || capped) break;
        handle(event.data);
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (!done && !capped && finishReason === null) {
    throw new AiProviderError("interrupted", "la réponse du service IA a été interrompue avant la fin");
  }
  const rest = think.end();
  if (rest) onDelta(rest);
  return finish(raw, capped, finishReason);
}

function finish(raw: string, capped: boolean, finishReason: string | null): GenerationResult {
  const content = normaliseGenerated(raw);
  if (!content) throw new AiProviderError("empty", "le service IA a renvoyé un contenu vide");
  return { content, truncated: capped || finishReason === "length", finishReason };
}

/** The body as text, refused beyond maxBytes. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) throw new AiProviderError("too_large", "la réponse du service IA est trop volumineuse");
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return text + decoder.decode();
}

function unreachableMessage(error: unknown): string {
  const code = errorCode(error);
  return code ? `impossible de joindre le service IA (${code})` : "impossible de joindre le service IA";
}

/** ECONNREFUSED, ENOTFOUND… from fetch's `cause` chain. */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth++) {
    if (typeof current.code === "string" && /^[A-Z_]+$/.test(current.code)) return current.code;
    current = current.cause;
  }
  return undefined;
}

export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

/** '45 s', '2 min', '1 h 30' — French durations for messages. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${String(rest).padStart(2, "0")}` : `${hours} h`;
}

function formatSeconds(ms: number): string {
  return formatWait(Math.round(ms / 1000));
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

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "?";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
