// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.js";

// glibc reads MALLOC_ARENA_MAX only when a process starts: without it, photo processing (libvips'
// threads) leaves memory spread over many malloc arenas (docs/decisions/017-lead-photos.md). The
// server then runs in a child process that has it; signals are passed on, its exit code returned.
if (process.platform === "linux" && !process.env.MALLOC_ARENA_MAX) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: "inherit",
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  buildIfStale();
  process.env.NODE_ENV ??= "production";
  await import("../server/main.js");
}
