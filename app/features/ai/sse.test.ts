import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSseEvent, SseParser, type SseEvent } from "./sse";

function parseAll(chunks: string[]): SseEvent[] {
  const parser = new SseParser();
  return [...chunks.flatMap((c) => parser.push(c)), ...parser.end()];
}

describe("SseParser", () => {
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
    expect(parseAll(["data: {\"a\":1}\n\ndata: tail"])).toEqual([
      { event: "message", data: '{"a":1}' },
      { event: "message", data: "tail" },
    ]);
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
