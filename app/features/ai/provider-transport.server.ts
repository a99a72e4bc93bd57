/**
 * One POST to the AI provider under our time rules, cancellable by the caller:
 * - `timeoutMs` is the longest wait for the answer; `touch` (handed to the
 *   reader, called on every chunk) restarts it, so when streaming it bounds
 *   each silence;
 * - `totalMs`, when given, bounds the whole exchange (a stream that trickles);
 * - the caller's signal (the browser went away, 'Annuler') aborts the upstream
 *   request at once; so does every error and the end of `read`.
 * What goes wrong here becomes an AiProviderError: timeout, cancelled,
 * network (no answer) or interrupted (the answer broke off); errors thrown by
 * `read` (an HTTP status, an unreadable answer) pass through unchanged.
 */
import { AiProviderError, providerErrors } from "./provider-errors";

export interface Deadlines {
  timeoutMs: number;
  totalMs?: number;
  signal?: AbortSignal;
}

export type ReadAnswer<T> = (response: Response, touch: () => void) => Promise<T>;

export async function postWithDeadlines<T>(
  url: string,
  request: { headers: Record<string, string>; body: string },
  deadlines: Deadlines,
  read: ReadAnswer<T>,
): Promise<T> {
  const { timeoutMs, totalMs, signal } = deadlines;
  const upstream = new AbortController();
  let reason: "timeout" | "total" | "cancelled" | null = null;
  const stop = (why: NonNullable<typeof reason>) => {
    reason ??= why;
    upstream.abort();
  };
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stop("timeout"), timeoutMs);
  };
  touch();
  const totalTimer = totalMs === undefined ? undefined : setTimeout(() => stop("total"), totalMs);
  const onCallerAbort = () => stop("cancelled");
  if (signal?.aborted) stop("cancelled");
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  let answered = false;
  try {
    const response = await fetch(url, { method: "POST", ...request, signal: upstream.signal });
    answered = true;
    return await read(response, touch);
  } catch (error) {
    if (reason === "cancelled") throw providerErrors.cancelled();
    if (reason === "timeout") throw providerErrors.timeout(timeoutMs);
    if (reason === "total") throw providerErrors.tooLong(totalMs ?? timeoutMs);
    if (error instanceof AiProviderError) throw error;
    throw answered ? providerErrors.connectionLost() : providerErrors.unreachable(error);
  } finally {
    clearTimeout(idleTimer);
    clearTimeout(totalTimer);
    signal?.removeEventListener("abort", onCallerAbort);
    // Nothing more is read from this request: close it (a no-op when the answer was read to the end).
    upstream.abort();
  }
}
