/**
 * Client of any OpenAI-compatible Chat Completions endpoint over fetch,
 * without an SDK (docs/decisions/014-ai-client.md).
 *
 * - `generateCompletion`: one JSON answer. `streamCompletion`: `stream: true`,
 *   each piece of text handed to `onDelta` as it arrives; a provider that
 *   ignores `stream` and answers JSON is accepted too.
 * - Time: AI_TIMEOUT_MS bounds the wait for the answer and, when streaming,
 *   each silence; a stream may last STREAM_TOTAL_FACTOR × AI_TIMEOUT_MS in all
 *   (provider-transport.server.ts). The caller's AbortSignal aborts upstream.
 * - Length: `max_tokens` is sent (`max_completion_tokens` for models that
 *   refuse it, remembered per endpoint), and the text is cut at `maxChars`.
 * - Every failure is an AiProviderError with a French message
 *   (provider-errors.ts). Logs carry the endpoint's host, the model and the
 *   provider's own message, never the API key.
 */
import { logger } from "~/lib/logger.server";
import { readBodyCapped } from "~/lib/read-body-capped";
import { parseCompletion, type GenerationResult } from "./completion";
import { chatCompletionsUrl, type AiProviderConfig } from "./provider-config.server";
import { AiProviderError, httpStatusError, providerErrors, redact } from "./provider-errors";
import { readCompletionStream } from "./provider-stream";
import { postWithDeadlines } from "./provider-transport.server";

/** A part of a user message for models that read images (docs/decisions/024-alt-text-suggestions.md). */
export type ChatContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string | ChatContentPart[];
}

export interface CompletionOptions {
  signal?: AbortSignal;
}

export interface StreamOptions extends CompletionOptions {
  /** each new piece of text, as it arrives (a leading <think> block is held back) */
  onDelta: (text: string) => void;
}

/** A stream may last this many times AI_TIMEOUT_MS in all (the timeout itself bounds each silence). */
export const STREAM_TOTAL_FACTOR = 4;
/** An error answer is read this far, for the provider's message. */
const ERROR_BODY_MAX_BYTES = 16_384;

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
    const failure = error instanceof AiProviderError ? error : providerErrors.unreachable(error);
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

function attempt(
  config: AiProviderConfig,
  url: string,
  messages: ChatMessage[],
  stream: boolean,
  tokenField: TokenField,
  signal: AbortSignal | undefined,
  onDelta: (text: string) => void,
): Promise<GenerationResult> {
  const request = {
    headers: {
      "content-type": "application/json",
      accept: stream ? "text/event-stream" : "application/json",
      authorization: `Bearer ${config.apiKey}`,
    },
    body: JSON.stringify({ model: config.model, messages, [tokenField]: config.maxTokens, stream }),
  };
  const deadlines = {
    timeoutMs: config.timeoutMs,
    totalMs: stream ? config.timeoutMs * STREAM_TOTAL_FACTOR : undefined,
    signal,
  };
  return postWithDeadlines(url, request, deadlines, async (response, touch) => {
    if (!response.ok) {
      const body = await readText(response, ERROR_BODY_MAX_BYTES).catch(() => "");
      throw httpStatusError(response.status, response.headers.get("retry-after"), body, config.apiKey);
    }
    const limits = { maxChars: config.maxChars, apiKey: config.apiKey };
    if (stream && (response.headers.get("content-type") ?? "").includes("text/event-stream")) {
      return readCompletionStream(response.body, { ...limits, onDelta, onChunk: touch });
    }
    // JSON is far larger than its text (escapes, fields): a generous multiple of the cap.
    const result = parseCompletion(await readText(response, config.maxChars * 6 + 65_536), limits);
    if (stream) onDelta(result.content);
    return result;
  });
}

/** The body as text, refused beyond maxBytes. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const bytes = await readBodyCapped(response, maxBytes);
  if (bytes === null) throw providerErrors.tooLarge();
  return new TextDecoder().decode(bytes);
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "?";
  }
}
