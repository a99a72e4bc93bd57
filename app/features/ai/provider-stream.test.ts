import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AiProviderError } from "./provider-errors";
import { readCompletionStream } from "./provider-stream";

const limits = { maxChars: 10_000, apiKey: "sk-test-key" };

function body(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

const delta = (content: string, finishReason: string | null = null) =>
  JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finishReason }] });

async function read(chunks: (string | Uint8Array)[]) {
  const deltas: string[] = [];
  const result = await readCompletionStream(body(chunks), { ...limits, onDelta: (t) => deltas.push(t) });
  return { deltas, result };
}

describe("readCompletionStream", () => {
  it("reads OpenAI-style data lines up to [DONE]", async () => {
    const wire = `data: ${delta("# Titre")}\n\ndata: ${delta("\nTexte")}\n\ndata: [DONE]\n\n`;
    const { deltas, result } = await read([wire]);
    expect(deltas).toEqual(["# Titre", "\nTexte"]);
    expect(result).toEqual({ content: "# Titre\nTexte", truncated: false, finishReason: null });
  });

  it("accepts CRLF, ignores comments and other fields, joins multi-line data", async () => {
    const wire = `: ping\r\nid: 4\r\nretry: 10\r\ndata: {"choices":\r\ndata: [{"delta":{"content":"Zinc"},"finish_reason":"stop"}]}\r\n\r\n`;
    expect((await read([wire])).result).toEqual({ content: "Zinc", truncated: false, finishReason: "stop" });
  });

  it("accepts a lone CR as a line end, even when a chunk ends on it", async () => {
    const wire = `data: ${delta("# Titre")}\r\rdata: ${delta("\nTexte", "stop")}\r\rdata: [DONE]\r\r`;
    expect((await read([wire])).result.content).toBe("# Titre\nTexte");
    const cutOnCr = wire.split(/(?<=\r)/);
    expect(cutOnCr.length).toBeGreaterThan(4);
    const { deltas, result } = await read(cutOnCr);
    expect(deltas).toEqual(["# Titre", "\nTexte"]);
    expect(result).toEqual({ content: "# Titre\nTexte", truncated: false, finishReason: "stop" });
  });

  it("reads a last chunk whose blank line never came", async () => {
    const { result } = await read([`data: ${delta("# Titre")}\n\ndata: ${delta(" fin", "stop")}`]);
    expect(result).toEqual({ content: "# Titre fin", truncated: false, finishReason: "stop" });
  });

  it("refuses a stream that ends without [DONE] nor finish_reason", async () => {
    const error = await readCompletionStream(body([`data: ${delta("# Titre")}\n\n`]), {
      ...limits,
      onDelta: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).code).toBe("interrupted");
  });

  it("refuses a line that never ends beyond the event limit", async () => {
    const error = await readCompletionStream(body([`data: ${"x".repeat(1_100_000)}`]), {
      ...limits,
      onDelta: () => undefined,
    }).catch((e: unknown) => e);
    expect((error as AiProviderError).code).toBe("too_large");
  });

  it("gives the same text however the bytes are cut (events, line ends and UTF-8 characters split)", async () => {
    const pieces = ["# Toiture en zinc", " — été\n", "Entretien ", "régulier 🏠"];
    const wire = new TextEncoder().encode(
      `: ping\r\n\r\n${pieces.map((p, i) => `data: ${delta(p, i === pieces.length - 1 ? "stop" : null)}${i % 2 ? "\r\n\r\n" : "\r\r"}`).join("")}data: [DONE]\n\n`,
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: wire.length - 1 }), { maxLength: 12 }), async (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks: Uint8Array[] = [];
        let last = 0;
        for (const p of points) {
          chunks.push(wire.slice(last, p));
          last = p;
        }
        chunks.push(wire.slice(last));
        const { deltas, result } = await read(chunks);
        expect(deltas.join("")).toBe(pieces.join(""));
        expect(result.content).toBe(pieces.join(""));
      }),
    );
  });
});
