/**
 * Where and how to reach the OpenAI-compatible Chat Completions endpoint
 * (OpenAI, Mistral, Ollama, vLLM, llama.cpp server…), from the environment.
 */
import { AI_OUTPUT_MAX_CHARS } from "~/config/constants";
import type { Env } from "~/config/env.server";
import { AI_MESSAGES } from "./messages";

export interface AiProviderConfig {
  /** e.g. https://api.openai.com/v1 (…/chat/completions is appended unless already there) */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** the longest wait for the answer, and when streaming the longest silence between two pieces */
  timeoutMs: number;
  maxTokens: number;
  /** the text is cut here whatever the model does */
  maxChars: number;
}

export const AI_NOT_CONFIGURED_MESSAGE = `${AI_MESSAGES.notConfigured} (définissez AI_BASE_URL, AI_API_KEY et AI_MODEL)`;

/** The provider settings, or null when AI_BASE_URL, AI_API_KEY or AI_MODEL is missing. */
export function aiConfigFromEnv(
  env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS" | "AI_MAX_OUTPUT_TOKENS">,
): AiProviderConfig | null {
  if (!env.AI_BASE_URL || !env.AI_API_KEY || !env.AI_MODEL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxTokens: env.AI_MAX_OUTPUT_TOKENS,
    maxChars: AI_OUTPUT_MAX_CHARS,
  };
}

export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  return /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
}
