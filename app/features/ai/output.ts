/**
 * Clean-up of a model's answer before it reaches the editor, pure. Two habits
 * of real models are undone: reasoning models served by Ollama, vLLM or
 * llama.cpp (DeepSeek-R1, Qwen3…) begin with a `<think>…</think>` block, and
 * some models wrap the whole article in a ```markdown fence.
 */

const THINK_OPEN = "<think>";
const THINK_CLOSE = "</think>";
const LEADING_THINK = /^\s*<think>[\s\S]*?(?:<\/think>|$)/;
const WHOLE_FENCE = /^(`{3,}|~{3,})[ \t]*(?:markdown|md)?[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*\1[ \t]*$/i;
const FENCE_LINE = /^ {0,3}(```|~~~)/m;

/** The article without a leading reasoning block, without a fence around the whole text, trimmed. */
export function normaliseGenerated(text: string): string {
  let result = text.replace(LEADING_THINK, "").trim();
  const fenced = WHOLE_FENCE.exec(result);
  if (fenced && !FENCE_LINE.test(fenced[2] ?? "")) result = (fenced[2] ?? "").trim();
  return result;
}

/**
 * The streamed counterpart of the `<think>` removal: push each delta, show
 * what it returns. A leading `<think>…</think>` block (and the blank space
 * after it) is held back; anything else passes through unchanged.
 */
export class ThinkFilter {
  private state: "undecided" | "thinking" | "after" | "pass" = "undecided";
  private held = "";

  push(delta: string): string {
    switch (this.state) {
      case "pass":
        return delta;
      case "undecided": {
        this.held += delta;
        const start = this.held.trimStart();
        if (start === "" || (start.length < THINK_OPEN.length && THINK_OPEN.startsWith(start))) return "";
        if (start.startsWith(THINK_OPEN)) {
          this.state = "thinking";
          const rest = start.slice(THINK_OPEN.length);
          this.held = "";
          return this.push(rest);
        }
        this.state = "pass";
        const out = this.held;
        this.held = "";
        return out;
      }
      case "thinking": {
        this.held += delta;
        const close = this.held.indexOf(THINK_CLOSE);
        if (close === -1) {
          // only the tail can still begin the closing tag
          this.held = this.held.slice(-(THINK_CLOSE.length - 1));
          return "";
        }
        const rest = this.held.slice(close + THINK_CLOSE.length);
        this.held = "";
        this.state = "after";
        return this.push(rest);
      }
      case "after": {
        const rest = delta.trimStart();
        if (rest === "") return "";
        this.state = "pass";
        return rest;
      }
    }
  }

  /** The stream ended: text still held back that turned out not to be a reasoning block. */
  end(): string {
    const out = this.state === "undecided" ? this.held : "";
    this.held = "";
    return out;
  }
}
