import type { ServerResponse } from "node:http";

type Flushable = ServerResponse & { flush?: () => void };

/**
 * Makes the compression middleware's `flush` wait until the page's stream pauses. React Router's
 * writer flushes after every chunk, and React writes a page in dozens: each flush closed a compressed
 * block, a twelfth of the work of rendering a page the cache cannot answer
 * (docs/decisions/038-server-render-cost.md). Chunks written in one go now share one flush; a part of
 * the page that comes later (a deferred answer, an AI stream's next event) is still flushed as it comes.
 */
export function batchedFlushes(res: ServerResponse): void {
  const flushable = res as Flushable;
  const flush = flushable.flush;
  if (typeof flush !== "function") return;
  let pending: NodeJS.Immediate | undefined;
  flushable.flush = () => {
    pending ??= setImmediate(() => {
      pending = undefined;
      if (!res.writableEnded && !res.destroyed) flush.call(res);
    });
  };
}
