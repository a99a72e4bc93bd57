import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseReader, formatSseEvent, readSseEvents, SseBufferExceeded, type SseEvent } from "./sse";

function parseAll(chunks: string[]): SseEvent[] {
  const reader = createSseReader();
  return [...chunks.flatMap((c) => reader.push(c)), ...reader.end()];
}

describe("createSseReader", () => {
  it("reads OpenAI-style data lines and [DONE]", () => {
    const wire = 'data: {"a":1}\n\ndata: {"a":2}\n\ndata: [DONE]\n\n';
    expect(parseAll([wire])).toEqual([
      { event: "message", data: '{"a":1}' },
      { event: "message", data: '{"a":2}' },
      { event: "message", data: "[DONE]" },
    ]);
  });

  it("keeps named events, joins multi-line data, ignores comments and other fields, accepts CRLF", () => {
    const wire = ": ping\r\nid: 4\r\nevent: delta\r\ndata: line 1\r\ndata:line 2\r\nretry: 10\r\n\r\n";
    expect(parseAll([wire])).toEqual([{ event: "delta", data: "line 1\nline 2" }]);
  });

  it("does not dispatch an event without data, and resets the event name", () => {
    expect(parseAll(["event: x\n\ndata: y\n\n"])).toEqual([{ event: "message", data: "y" }]);
  });

  it("flushes a last event whose blank line never came", () => {
    expect(parseAll(['data: {"a":1}\n\ndata: tail'])).toEqual([
      { event: "message", data: '{"a":1}' },
      { event: "message", data: "tail" },
    ]);
  });

  it("accepts a lone CR as a line end, even when a chunk ends on it", () => {
    const wire = 'event: delta\rdata: line 1\rdata: line 2\r\rdata: {"a":1}\r\r';
    const expected = [
      { event: "delta", data: "line 1\nline 2" },
      { event: "message", data: '{"a":1}' },
    ];
    expect(parseAll([wire])).toEqual(expected);
    expect(parseAll(["event: delta\r", "data: line 1\r", "data: line 2\r", "\r", 'data: {"a":1}\r', "\r"])).toEqual(expected);
  });

  it("stops a pending event that grows beyond its limit", () => {
    const reader = createSseReader(100);
    expect(() => reader.push(`data: ${"x".repeat(200)}`)).toThrow(SseBufferExceeded);
  });

  it("gives the same events however the text is cut into chunks", () => {
    const events = [
      { event: "delta", data: '{"text":"Toiture en zinc — été\\n"}' },
      { event: "done", data: '{"success":true}' },
    ];
    const wire = events.map((e) => formatSseEvent(e.event, e.data)).join(": ping\r\n\r\n");
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: wire.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const p of points) {
          chunks.push(wire.slice(last, p));
          last = p;
        }
        chunks.push(wire.slice(last));
        expect(parseAll(chunks)).toEqual(events);
      }),
    );
  });
});

describe("formatSseEvent", () => {
  it("serialises objects as JSON and gives each line of text its own data field", () => {
    expect(formatSseEvent("done", { ok: true })).toBe('event: done\ndata: {"ok":true}\n\n');
    expect(formatSseEvent("note", "a\nb")).toBe("event: note\ndata: a\ndata: b\n\n");
    expect(parseAll([formatSseEvent("note", "a\r\nb")])).toEqual([{ event: "note", data: "a\nb" }]);
  });
});

describe("readSseEvents", () => {
  function bytes(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
  }

  it("decodes UTF-8 characters split between chunks, tells of each chunk, flushes the last event", async () => {
    const wire = new TextEncoder().encode('event: delta\ndata: {"text":"été"}\n\ndata: fin');
    const cut = wire.indexOf(0xc3) + 1; // inside the two bytes of 'é'
    let chunks = 0;
    const events: SseEvent[] = [];
    for await (const event of readSseEvents(bytes([wire.slice(0, cut), wire.slice(cut)]), { onChunk: () => chunks++ }))
      events.push(event);
    expect(events).toEqual([
      { event: "delta", data: '{"text":"été"}' },
      { event: "message", data: "fin" },
    ]);
    expect(chunks).toBe(2);
  });

  it("cancels the stream when the loop is left early", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("data: encore\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSseEvents(body)) {
      expect(event.data).toBe("encore");
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toBe(true);
  });
});
