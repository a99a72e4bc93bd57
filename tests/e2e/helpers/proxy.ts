import http from "node:http";

export interface TestProxy {
  url: string;
  port: number;
  /** The upstreams the next requests go to, in turn; until given, requests are answered 502. */
  forwardTo: (upstreams: { name: string; url: string }[]) => void;
  close: () => Promise<void>;
}

/**
 * A reverse proxy as nginx or a load balancer sets one up: each request goes to the next upstream
 * in turn (one upstream: always that one), on kept-alive connections, headers and bodies streamed
 * both ways; the address it sees is appended to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`) and X-Forwarded-Proto says `http`. Each answer names its upstream
 * in X-Upstream; when the request to it fails, the 502 says why in X-Proxy-Error.
 *
 * It listens (on a port the OS gives) before the sites behind it start, since their SITE_URL is
 * its address: a port picked free and bound later could be taken meanwhile by another worker.
 */
export async function startTestProxy(): Promise<TestProxy> {
  let upstreams: { name: string; url: string }[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length];
    if (!upstream) {
      res.writeHead(502, { "x-proxy-error": "no upstream yet" }).end();
      return;
    }
    const target = new URL(upstream.url);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const outgoing = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": upstream.name });
        answer.pipe(res);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (!res.headersSent) res.writeHead(502, { "x-upstream": upstream.name, "x-proxy-error": error.code ?? error.message });
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    forwardTo(given) {
      upstreams = given;
      next = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      agent.destroy();
    },
  };
}
