import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it; we listen and let go). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The OS's ephemeral range starts here (Linux's default when /proc does not say). */
function ephemeralRangeStart(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A port where nothing listens, for "the SMTP server is down" and later "back on the same port".
 * A `freePort()` one would not do: every `listen(0)` of the run (another worker's server, proxy,
 * mail server) draws from the ephemeral range and could take it meanwhile. This one is below that
 * range, which no test binds, and was free a moment ago.
 */
export async function closedPort(): Promise<number> {
  const low = 10_000;
  for (;;) {
    const port = low + Math.floor(Math.random() * (ephemeralRangeStart() - low));
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.unref();
      srv.once("error", () => resolve(false));
      srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
