/**
 * `POST /api/generate-article` (docs/product.md#ai-generation).
 *
 * Signed-in administrators only (401), same origin (checked for every POST by
 * the server), body `{prompt, type: 'article'}` (400 with a French error),
 * per-user rate limit (429). The answer is `{success, content, error}` as JSON,
 * or, when the client asks for it (`Accept: text/event-stream` or `?stream=1`),
 * server-sent events:
 *   event: delta  data: {"text": "…"}                                (any number)
 *   event: done   data: {"success": true, "content": "…", "truncated": false}
 *   event: error  data: {"success": false, "error": "…"}
 * Refusals before the generation starts (401, 400, 429, not configured) are
 * JSON in both cases. The browser going away aborts the provider request.
 */
import { getEnv } from "~/config/env.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { adminApiUserOrRefusal } from "~/features/auth/guards.server";
import { formatWait } from "~/lib/durations";
import { logger } from "~/lib/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { readBodyCapped } from "~/lib/read-body-capped";
import { generateRequestSchema, type GenerateResponse } from "./generate-request";
import { AI_MESSAGES } from "./messages";
import { AI_NOT_CONFIGURED_MESSAGE, aiConfigFromEnv, type AiProviderConfig } from "./provider-config.server";
import { AiProviderError } from "./provider-errors";
import { generateCompletion, streamCompletion, type ChatMessage } from "./provider.server";
import { formatSseEvent } from "./sse";
import { buildSystemPrompt, buildUserMessage } from "./system-prompt";

export const GENERATE_BODY_MAX_BYTES = 16_384;
export const HEARTBEAT_MS = 15_000;
const HOUR_MS = 60 * 60 * 1000;

export const GENERATE_MESSAGES = {
  tooLarge: "Requête de génération trop volumineuse",
  rateLimited: (limit: number, retryAfterS: number) =>
    `trop de générations (${limit} par heure au plus), réessayez dans ${formatWait(retryAfterS)}`,
  unexpected: "erreur inattendue du serveur, réessayez",
  methodNotAllowed: "Méthode non autorisée : utilisez POST",
} as const;

/** What the editor needs in addition to the endpoint's documented shape: whether the text was cut at the maximum length. */
export interface GenerateResult extends GenerateResponse {
  truncated?: boolean;
}

function json(body: GenerateResult, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function wantsEventStream(request: Request): boolean {
  const url = new URL(request.url);
  return url.searchParams.get("stream") === "1" || (request.headers.get("accept") ?? "").includes("text/event-stream");
}

export async function handleGenerateArticle(request: Request): Promise<Response> {
  const user = await adminApiUserOrRefusal(request);
  if (user instanceof Response) return user;

  const body = await readJsonBody(request);
  if (!body.ok) return json({ success: false, error: body.error }, body.status);
  const parsed = generateRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    return json({ success: false, error: parsed.error.issues[0]?.message ?? AI_MESSAGES.invalidRequest }, 400);
  }

  const env = getEnv();
  const config = aiConfigFromEnv(env);
  if (!config) return json({ success: false, error: AI_NOT_CONFIGURED_MESSAGE }, 503);

  const limit = await hitRateLimit(`ai-generate:${user.id}`, env.AI_RATE_LIMIT_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    logger.warn({ ai: { userId: user.id, limit: env.AI_RATE_LIMIT_PER_HOUR } }, "AI generation rate limited");
    return json({ success: false, error: GENERATE_MESSAGES.rateLimited(env.AI_RATE_LIMIT_PER_HOUR, limit.retryAfterS) }, 429, {
      "Retry-After": String(limit.retryAfterS),
    });
  }

  const messages: ChatMessage[] = [
    { role: "system", content: buildSystemPrompt(await loadBusinessSettings()) },
    { role: "user", content: buildUserMessage(parsed.data.prompt) },
  ];
  logger.info(
    { ai: { userId: user.id, stream: wantsEventStream(request), promptChars: parsed.data.prompt.length } },
    "AI generation requested",
  );

  if (wantsEventStream(request)) return eventStream(config, messages, request.signal);

  try {
    const result = await generateCompletion(config, messages, { signal: request.signal });
    return json({ success: true, content: result.content, truncated: result.truncated });
  } catch (error) {
    return json({ success: false, error: failureMessage(error) }, failureStatus(error));
  }
}

function eventStream(config: AiProviderConfig, messages: ChatMessage[], requestSignal: AbortSignal): Response {
  const cancelled = new AbortController();
  const signal = AbortSignal.any([requestSignal, cancelled.signal]);
  const encoder = new TextEncoder();
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          closed = true; // the reader is gone
        }
      };
      const close = () => {
        clearInterval(heartbeat);
        if (closed) return;
        closed = true;
        controller.close();
      };
      // Opens the stream at once; the comment line is ignored by SSE parsers.
      send(": generation started\n\n");
      heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      streamCompletion(config, messages, { signal, onDelta: (text) => send(formatSseEvent("delta", { text })) }).then(
        (result) => {
          send(formatSseEvent("done", { success: true, content: result.content, truncated: result.truncated }));
          close();
        },
        (error: unknown) => {
          send(formatSseEvent("error", { success: false, error: failureMessage(error) }));
          close();
        },
      );
    },
    cancel() {
      closed = true;
      clearInterval(heartbeat);
      cancelled.abort();
    },
  });

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone (no buffering)
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

function failureMessage(error: unknown): string {
  if (error instanceof AiProviderError) return error.message;
  logger.error({ err: error }, "AI generation: unexpected error");
  return GENERATE_MESSAGES.unexpected;
}

function failureStatus(error: unknown): number {
  if (!(error instanceof AiProviderError)) return 500;
  if (error.code === "timeout") return 504;
  if (error.code === "cancelled") return 499;
  return 502;
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; error: string };

/** The JSON body, read up to GENERATE_BODY_MAX_BYTES. */
async function readJsonBody(request: Request): Promise<BodyResult> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readBodyCapped(request, GENERATE_BODY_MAX_BYTES);
  } catch {
    return { ok: false, status: 400, error: AI_MESSAGES.invalidRequest };
  }
  if (bytes === null) return { ok: false, status: 413, error: GENERATE_MESSAGES.tooLarge };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, status: 400, error: AI_MESSAGES.invalidRequest };
  }
}
