/**
 * `POST /api/media/alt-suggestion` (docs/product.md#media-alt-text,
 * docs/decisions/024-alt-text-suggestions.md): a suggested alt text for a
 * library image. Signed-in administrators only (401); form fields `name` (the
 * stored file, 404 when unknown), and, from the article editor, `title` and
 * `category`.
 *
 * - `AI_VISION=on`: the configured model is sent a small copy of the image
 *   with a short French prompt; per-administrator rate limit shared with
 *   article generation's setting (429); not configured (503) or failing
 *   (502, 504) gives a French message. A model that refuses the image
 *   (HTTP 400, 415 or 422) gives the context suggestion instead, saying so.
 * - otherwise: a suggestion from the file's name and the article, without AI.
 *
 * The answer is JSON: `{ success: true, suggestion, source, notice? }` or
 * `{ success: false, error }`. Nothing is stored: the suggestion fills the field.
 */
import { getEnv } from "~/config/env.server";
import { AI_NOT_CONFIGURED_MESSAGE, aiConfigFromEnv } from "~/features/ai/provider-config.server";
import { AiProviderError } from "~/features/ai/provider-errors";
import { generateCompletion, type ChatMessage } from "~/features/ai/provider.server";
import { adminApiUserOrRefusal } from "~/features/auth/guards.server";
import { systemClock, type Clock } from "~/lib/clock";
import { formatWait } from "~/lib/durations";
import { logger } from "~/lib/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import {
  ALT_SUGGESTION_MESSAGES,
  VISION_SYSTEM_PROMPT,
  cleanModelAltText,
  contextAltSuggestion,
  visionUserText,
  type AltSuggestionContext,
  type AltSuggestionSource,
} from "./alt-suggestion";
import { ALT_TEXT_MESSAGES, normaliseAltText } from "./alt-text";
import { findMedia, type MediaRecord } from "./repository.server";
import { isSafeMediaName, isVariantName } from "./rules";
import { getMediaStorage } from "./storage.server";
import { visionDataUrl } from "./vision-image.server";

const HOUR_MS = 60 * 60 * 1000;
/** An article title or category longer than this is not context, it is noise. */
const CONTEXT_MAX_LENGTH = 200;

export type AltSuggestionAnswer =
  { success: true; suggestion: string; source: AltSuggestionSource; notice?: string } | { success: false; error: string };

/** The provider statuses that mean 'this model does not take images' rather than 'the service is down'. */
const IMAGE_REFUSED_STATUSES = new Set([400, 415, 422]);

function json(body: AltSuggestionAnswer, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function contextOf(form: FormData): AltSuggestionContext {
  const read = (key: string) => normaliseAltText(String(form.get(key) ?? "")).slice(0, CONTEXT_MAX_LENGTH);
  return { title: read("title"), category: read("category") };
}

/** The suggestion without AI; `visionRefused`: the model refused the image, which the owner is told. */
function fromContext(record: MediaRecord, context: AltSuggestionContext, visionRefused = false): Response {
  const suggestion = contextAltSuggestion(record.originalName, context);
  if (!suggestion) {
    const error = visionRefused ? ALT_SUGGESTION_MESSAGES.visionRefusedNothing : ALT_SUGGESTION_MESSAGES.nothingToSuggest;
    return json({ success: false, error }, 422);
  }
  return json({
    success: true,
    suggestion,
    source: "context",
    ...(visionRefused ? { notice: ALT_SUGGESTION_MESSAGES.visionRefused } : {}),
  });
}

export async function handleAltSuggestion(request: Request, clock: Clock = systemClock): Promise<Response> {
  const user = await adminApiUserOrRefusal(request);
  if (user instanceof Response) return user;

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ success: false, error: ALT_TEXT_MESSAGES.invalidRequest }, 400);
  }
  const name = String(form.get("name") ?? "");
  const record = isSafeMediaName(name) && !isVariantName(name) ? await findMedia(name) : null;
  if (!record) return json({ success: false, error: ALT_TEXT_MESSAGES.notFound }, 404);
  if (record.kind !== "image") return json({ success: false, error: ALT_TEXT_MESSAGES.notAnImage }, 400);
  const context = contextOf(form);

  const env = getEnv();
  if (env.AI_VISION !== "on") return fromContext(record, context);

  const config = aiConfigFromEnv(env);
  if (!config) return json({ success: false, error: ALT_SUGGESTION_MESSAGES.failure(AI_NOT_CONFIGURED_MESSAGE) }, 503);

  const limit = await hitRateLimit(`ai-alt-text:${user.id}`, env.AI_RATE_LIMIT_PER_HOUR, HOUR_MS, { now: clock() });
  if (!limit.allowed) {
    logger.warn({ ai: { userId: user.id, limit: env.AI_RATE_LIMIT_PER_HOUR } }, "AI alt text suggestion rate limited");
    return json(
      {
        success: false,
        error: ALT_SUGGESTION_MESSAGES.failure(
          ALT_SUGGESTION_MESSAGES.rateLimited(env.AI_RATE_LIMIT_PER_HOUR, formatWait(limit.retryAfterS)),
        ),
      },
      429,
      { "Retry-After": String(limit.retryAfterS) },
    );
  }

  let image: string;
  try {
    image = await visionDataUrl(record, getMediaStorage(env).storage);
  } catch (error) {
    logger.error({ err: error, name }, "alt text suggestion: the image could not be read");
    return json({ success: false, error: ALT_SUGGESTION_MESSAGES.failure(ALT_SUGGESTION_MESSAGES.unexpected) }, 500);
  }

  const messages: ChatMessage[] = [
    { role: "system", content: VISION_SYSTEM_PROMPT },
    {
      role: "user",
      content: [
        { type: "text", text: visionUserText(context) },
        { type: "image_url", image_url: { url: image } },
      ],
    },
  ];
  logger.info({ ai: { userId: user.id, name, purpose: "alt-text" } }, "AI alt text suggestion requested");
  try {
    const result = await generateCompletion(config, messages, { signal: request.signal });
    const suggestion = cleanModelAltText(result.content);
    if (!suggestion)
      return json({ success: false, error: ALT_SUGGESTION_MESSAGES.failure("le service IA a renvoyé un contenu vide") }, 502);
    return json({ success: true, suggestion, source: "vision" });
  } catch (error) {
    if (
      error instanceof AiProviderError &&
      error.code === "http" &&
      error.status !== undefined &&
      IMAGE_REFUSED_STATUSES.has(error.status)
    ) {
      return fromContext(record, context, true);
    }
    if (error instanceof AiProviderError) {
      const status = error.code === "timeout" ? 504 : error.code === "cancelled" ? 499 : 502;
      return json({ success: false, error: ALT_SUGGESTION_MESSAGES.failure(error.message) }, status);
    }
    logger.error({ err: error }, "alt text suggestion: unexpected error");
    return json({ success: false, error: ALT_SUGGESTION_MESSAGES.failure(ALT_SUGGESTION_MESSAGES.unexpected) }, 500);
  }
}
