/**
 * A small server-sent events parser (the `text/event-stream` format), pure and
 * incremental: feed it decoded text chunks as they arrive, get back the events
 * completed by each chunk. Used on the server (the AI provider's stream) and in
 * the browser (our own /api/generate-article stream).
 *
 * Lines end with LF or CRLF (a lone CR is not treated as a line end: no
 * provider emits it and it would make a CR at a chunk boundary ambiguous).
 * Only the `event` and `data` fields are kept; comments (`: ping`) and other
 * fields are ignored. An event is dispatched on a blank line; `end()` flushes a
 * last event whose blank line never came.
 */
export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
}

export class SseParser {
  private buffer = "";
  private eventName = "";
  private dataLines: string[] = [];
  private hasData = false;

  /** The events completed by this chunk of text. */
  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const events: SseEvent[] = [];
    let newline = this.buffer.indexOf("\n");
    while (newline !== -1) {
      let line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      if (line.endsWith("\r")) line = line.slice(0, -1);
      const event = this.line(line);
      if (event) events.push(event);
      newline = this.buffer.indexOf("\n");
    }
    return events;
  }

  /** The stream ended: the last, unterminated event if any. */
  end(): SseEvent[] {
    const events: SseEvent[] = [];
    if (this.buffer) {
      const event = this.line(this.buffer.replace(/\r$/, ""));
      this.buffer = "";
      if (event) events.push(event);
    }
    const last = this.dispatch();
    if (last) events.push(last);
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === "") return this.dispatch();
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") {
      this.dataLines.push(value);
      this.hasData = true;
    } else if (field === "event") {
      this.eventName = value;
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const event = this.hasData ? { event: this.eventName || "message", data: this.dataLines.join("\n") } : null;
    this.eventName = "";
    this.dataLines = [];
    this.hasData = false;
    return event;
  }
}

/** One event in the wire format (each line of `data` gets its own `data:` field). */
export function formatSseEvent(event: string, data: unknown): string {
  const text = typeof data === "string" ? data : JSON.stringify(data);
  const lines = text.split(/\r\n|\r|\n/).map((line) => `data: ${line}`);
  return `event: ${event}\n${lines.join("\n")}\n\n`;
}
