import { vi } from "vitest";
import { logger } from "~/lib/logger.server";

/**
 * Records what the app logs (the process logger is silent in tests): every
 * call to logger.{debug,info,warn,error,fatal}, serialised as the JSON line
 * pino would write (errors with their message, stack and cause). Pass the
 * logger of another module graph after `vi.resetModules()`.
 */
export function captureLogs(target: typeof logger = logger): { lines: string[]; text: () => string; restore: () => void } {
  const lines: string[] = [];
  const serialise = (value: unknown): string =>
    JSON.stringify(value, (_key, v: unknown) =>
      v instanceof Error ? { ...v, name: v.name, message: v.message, stack: v.stack, cause: v.cause } : v,
    );
  const spies = (["debug", "info", "warn", "error", "fatal"] as const).map((level) =>
    vi.spyOn(target, level).mockImplementation(((...args: unknown[]) => {
      lines.push(`${level} ${args.map(serialise).join(" ")}`);
    }) as never),
  );
  return {
    lines,
    text: () => lines.join("\n"),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}
