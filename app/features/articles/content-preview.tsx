/**
 * The content field's preview (docs/product.md#article-editor): the edit/preview
 * switch, and the public page's HTML of the Markdown, rendered by the server's
 * renderer (one renderer, no markdown code in the browser).
 */
import { Eye, Loader2, Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/utils";

export const PREVIEW_ENDPOINT = "/api/articles/preview";
const PREVIEW_DELAY_MS = 250;

export type ContentMode = "edit" | "preview";

export interface PreviewState {
  html: string;
  loading: boolean;
  error: string | null;
}

const CONTENT_MODES = [
  { value: "edit", label: "Édition", Icon: Pencil },
  { value: "preview", label: "Aperçu", Icon: Eye },
] as const;

/** Markdown → the public page's HTML, asked of the server a moment after the last change, while `enabled`. */
export function usePreviewHtml(enabled: boolean, title: string, content: string): PreviewState {
  const [state, setState] = useState<PreviewState>({
    html: "",
    loading: false,
    error: null,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(PREVIEW_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ title, content }),
          signal: controller.signal,
        });
        const payload = (await response.json().catch(() => null)) as { html?: string; error?: string } | null;
        if (!response.ok || typeof payload?.html !== "string") {
          throw new Error(payload?.error ?? `le serveur a répondu ${response.status}`);
        }
        setState({ html: payload.html, loading: false, error: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ html: "", loading: false, error: error instanceof Error ? error.message : String(error) });
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, title, content]);
  return state;
}

/** The Édition / Aperçu switch above the content. */
export function ContentModeSwitch({
  mode,
  onChange,
  disabled,
}: {
  mode: ContentMode;
  onChange: (mode: ContentMode) => void;
  disabled: boolean;
}) {
  return (
    <div role="group" aria-label="Mode d'affichage du contenu" className="inline-flex rounded-lg bg-slate-100 p-1">
      {CONTENT_MODES.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          disabled={disabled}
          onClick={() => onChange(value)}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold transition-colors disabled:opacity-60",
            mode === value ? "bg-white text-ink shadow-sm" : "text-slate-600 hover:text-ink",
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}

/** The preview shown in place of the content's textarea. */
export function ContentPreview({ preview, hasContent }: { preview: PreviewState; hasContent: boolean }) {
  return (
    <div
      aria-live="polite"
      aria-busy={preview.loading}
      data-testid="article-preview"
      className="min-h-[28rem] rounded-lg border border-slate-200 bg-white px-5 py-6 sm:px-8"
    >
      {preview.error ? (
        <p className="text-sm font-medium text-red-700">Aperçu indisponible : {preview.error}</p>
      ) : preview.loading && !preview.html ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Aperçu en cours…
        </p>
      ) : hasContent ? (
        <div
          className={cn("article-prose transition-opacity", preview.loading && "opacity-60")}
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      ) : (
        <p className="text-sm text-slate-500">Rien à afficher : le contenu est vide.</p>
      )}
    </div>
  );
}
