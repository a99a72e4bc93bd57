/**
 * The server-sent events wire format (`text/event-stream`) as this feature
 * uses it: reading (the provider's stream on the server, our own
 * /api/generate-article stream in the browser) through eventsource-parser,
 * and writing our events.
 *
 * Reading adds two things to the parser: an event without an `event:` field
 * is named 'message', and when the stream ends, a last event whose blank line
 * never came is still delivered (some servers close right after the last
 * `data:` line).
 */
import { createParser } from "eventsource-parser";

export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
}

/** A pending line or event grew beyond the reader's limit: the peer is misbehaving. */
export class SseBufferExceeded extends Error {
  override name = "SseBufferExceeded";
}

export interface SseReader {
  /** The events completed by this chunk of decoded text. */
  push(text: string): SseEvent[];
  /** The stream ended: the last, unterminated event if any. */
  end(): SseEvent[];
}

/** An incremental reader: feed it text as it arrives, in pieces cut anywhere. */
export function createSseReader(maxBufferChars?: number): SseReader {
  let completed: SseEvent[] = [];
  let exceeded = false;
  const parser = createParser({
    maxBufferSize: maxBufferChars,
    onEvent: (message) => completed.push({ event: message.event ?? "message", data: message.data }),
    onError: (error) => {
      if (error.type === "max-buffer-size-exceeded") exceeded = true;
    },
  });
  const take = (text: string) => {
    parser.feed(text);
    if (exceeded) throw new SseBufferExceeded(`more than ${maxBufferChars} characters of one event`);
    const events = completed;
    completed = [];
    return events;
  };
  return {
    push: take,
    // A blank line ends the pending line and dispatches the pending event (an extra blank line is a no-op).
    end: () => take("\n\n"),
  };
}

export interface ReadSseOptions {
  /** told of every chunk of bytes that arrives (e.g. to restart an idle timer) */
  onChunk?: () => void;
  maxBufferChars?: number;
}

/** The events of a byte stream as they complete. Leaving the loop early cancels the stream. */
export async function* readSseEvents(
  body: ReadableStream<Uint8Array>,
  options: ReadSseOptions = {},
): AsyncGenerator<SseEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const sse = createSseReader(options.maxBufferChars);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        yield* sse.push(decoder.decode());
        yield* sse.end();
        return;
      }
      options.onChunk?.();
      yield* sse.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** One event in the wire format (each line of `data` gets its own `data:` field). */
export function formatSseEvent(event: string, data: unknown): string {
  const text = typeof data === "string" ? data : JSON.stringify(data);
  const lines = text.split(/\r\n|\r|\n/).map((line) => `data: ${line}`);
  return `event: ${event}\n${lines.join("\n")}\n\n`;
}
