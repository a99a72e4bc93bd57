/**
 * Reading a streamed Chat Completions answer (`stream: true`): the SSE
 * `data:` chunks are parsed as they arrive, each new piece of text is handed
 * to `onDelta` (a leading <think> block held back), the text is cut at
 * maxChars (reading then stops), and `data: [DONE]` or a finish_reason ends
 * it. A stream that ends without either was cut: an error, not a short article.
 */
import { isRecord } from "~/lib/is-record";
import { finishGeneration, type AnswerLimits, type GenerationResult } from "./completion";
import { ThinkFilter } from "./output";
import { parseProviderJson, providerErrors } from "./provider-errors";
import { readSseEvents, SseBufferExceeded } from "./sse";

/** One event's data may not exceed this (a chunk carries a few words; a line that never ends is a broken peer). */
const STREAM_EVENT_MAX_CHARS = 1_048_576;

export interface StreamReading extends AnswerLimits {
  /** each new piece of text, as it arrives */
  onDelta: (text: string) => void;
  /** told of every chunk of bytes (the caller's silence timer) */
  onChunk?: () => void;
}

export async function readCompletionStream(
  body: ReadableStream<Uint8Array> | null,
  reading: StreamReading,
): Promise<GenerationResult> {
  if (!body) throw providerErrors.empty();
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
    const chunk = parseProviderJson(data, reading.apiKey, "morceau de flux JSON invalide");
    const choice = isRecord(chunk) && Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
    if (!isRecord(choice)) return; // e.g. a final usage-only chunk
    if (typeof choice.finish_reason === "string") finishReason = choice.finish_reason;
    const delta = isRecord(choice.delta) ? choice.delta.content : undefined;
    if (typeof delta !== "string" || delta === "") return;
    let piece = delta;
    if (raw.length + piece.length > reading.maxChars) {
      piece = piece.slice(0, reading.maxChars - raw.length);
      capped = true;
    }
    raw += piece;
    const shown = think.push(piece);
    if (shown) reading.onDelta(shown);
  };

  try {
    for await (const event of readSseEvents(body, { onChunk: reading.onChunk, maxBufferChars: STREAM_EVENT_MAX_CHARS })) {
      handle(event.data);
      if (done || capped) break; // leaving the loop closes the stream
    }
  } catch (error) {
    if (error instanceof SseBufferExceeded) throw providerErrors.tooLarge();
    throw error;
  }
  if (!done && !capped && finishReason === null) throw providerErrors.streamCut();
  const rest = think.end();
  if (rest) reading.onDelta(rest);
  return finishGeneration(raw, capped, finishReason);
}
