import type { ExternalToast } from "sonner";

/**
 * Toasts without paying for them on every public page: sonner is loaded the
 * first time a toast is shown (it replays toasts created before its Toaster
 * mounts). Admin pages load it at once (see LazyToaster).
 */
export type NotifyKind = "success" | "error" | "info";

const listeners = new Set<() => void>();
let requested = false;

export function toasterRequested(): boolean {
  return requested;
}

export function onToasterRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(kind: NotifyKind, message: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
  void import("sonner").then(({ toast }) => (kind === "info" ? toast(message, options) : toast[kind](message, options)));
}
