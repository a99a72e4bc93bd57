import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Listens on 127.0.0.1:`port` (0: a port the OS picks) and lets go; the port it had, or null when it was taken. */
function listenAndLetGo(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once("error", () => resolve(null));
    srv.listen(port, "127.0.0.1", () => {
      const address = srv.address();
      const bound = typeof address === "object" && address ? address.port : port;
      srv.close(() => resolve(bound));
    });
  });
}

/** A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it; we listen and let go). */
export async function freePort(): Promise<number> {
  const port = await listenAndLetGo(0);
  if (port === null) throw new Error("no free port on 127.0.0.1");
  return port;
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
  const high = ephemeralRangeStart();
  for (;;) {
    const port = await listenAndLetGo(low + Math.floor(Math.random() * (high - low)));
    if (port !== null) return port;
  }
}
