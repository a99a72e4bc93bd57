import { describe, expect, it } from "vitest";
import { readBodyCapped } from "./read-body-capped";

function streamOf(chunks: string[], onCancel?: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel: onCancel,
  });
}

const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

describe("readBodyCapped", () => {
  it("returns the whole body, joined from its chunks, when it fits", async () => {
    expect(text(await readBodyCapped(new Response(streamOf(["ab", "cé", "d"])), 6))).toBe("abcéd");
  });

  it("is empty for a body-less message", async () => {
    expect(await readBodyCapped(new Response(null), 10)).toEqual(new Uint8Array(0));
  });

  it("is null beyond the cap, and stops reading (the body is cancelled)", async () => {
    let cancelled = false;
    let pulled = 0;
    const body = streamOf(
      Array.from({ length: 100 }, () => "x".repeat(10)),
      () => {
        cancelled = true;
      },
    );
    const counting = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled++;
          controller.enqueue(chunk);
        },
      }),
    );
    expect(await readBodyCapped(new Response(counting), 25)).toBeNull();
    expect(pulled).toBeLessThan(10);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toBe(true);
  });

  it("refuses a declared Content-Length beyond the cap before reading", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "1000" },
    });
    expect(await readBodyCapped(request, 100)).toBeNull();
  });

  it("passes on an error of the body itself", async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connexion perdue"));
      },
    });
    await expect(readBodyCapped(new Response(failing), 100)).rejects.toThrow("connexion perdue");
  });
});
