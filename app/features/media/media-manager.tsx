/**
 * The media manager's pieces (docs/product.md#media-library): the grid of
 * files and the delete confirmation (the upload zone: media-uploader.tsx).
 */
import { Copy, ExternalLink, Film, ImageIcon, Trash2, TriangleAlert } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { notify } from "~/lib/notify";
import { Button } from "~/components/ui/button";
import { formatFrenchDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { ALT_TEXT_MESSAGES } from "./alt-text";
import { MediaAltTextForm } from "./alt-text-form";
import { MEDIA_MESSAGES, formatFileSize, isVideoName } from "./rules";
import type { MediaItem } from "./types";
import type { MediaUse } from "./usage";
import { copyText } from "./upload-client";

const GRID_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 36vw, (min-width: 640px) 46vw, 92vw";

export function MediaPreview({ item, className }: { item: MediaItem; className?: string }) {
  if (isVideoName(item.name)) {
    return (
      <video
        src={item.url}
        controls
        preload="metadata"
        playsInline
        aria-label={`Vidéo ${item.originalName}`}
        className={cn("size-full bg-ink object-contain", className)}
      />
    );
  }
  return (
    <img
      src={item.previewUrl}
      srcSet={item.srcSet ?? undefined}
      sizes={item.srcSet ? GRID_IMAGE_SIZES : undefined}
      alt={`Aperçu de ${item.originalName}`}
      loading="lazy"
      decoding="async"
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      className={cn("size-full object-cover", className)}
    />
  );
}

function MediaCard({ item, onDelete }: { item: MediaItem; onDelete: (item: MediaItem) => void }) {
  const video = isVideoName(item.name);
  // copying and the delete dialog need the scripts: disabled until they run
  const hydrated = useHydrated();
  async function copyUrl() {
    const absolute = new URL(item.url, window.location.origin).href;
    if (await copyText(absolute)) notify("success", MEDIA_MESSAGES.copied);
    else notify("error", "Impossible de copier l'URL");
  }
  return (
    <li className="group flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)]">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <MediaPreview item={item} />
        <span className="pointer-events-none absolute left-2.5 top-2.5 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-700 shadow-sm backdrop-blur">
          {video ? <Film className="size-3.5" aria-hidden="true" /> : <ImageIcon className="size-3.5" aria-hidden="true" />}
          {video ? "Vidéo" : "Image"}
        </span>
        {!video && !item.altText && !item.describedWhereUsed ? (
          <span className="pointer-events-none absolute right-2.5 top-2.5 inline-flex items-center gap-1 rounded-full bg-amber-100/95 px-2 py-0.5 text-xs font-semibold text-amber-900 shadow-sm ring-1 ring-amber-300/70 backdrop-blur">
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            {ALT_TEXT_MESSAGES.missing}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink" title={item.originalName}>
            {item.originalName}
          </p>
          <p className="mt-0.5 truncate font-mono text-xs text-slate-500" title={item.name}>
            {item.name}
          </p>
          <p className="mt-1.5 text-sm text-slate-600">
            <time dateTime={item.createdAt}>{formatFrenchDate(item.createdAt)}</time>
          </p>
          <p className="text-xs tabular-nums text-slate-500">
            {formatFileSize(item.size)}
            {item.width && item.height ? ` · ${item.width}×${item.height} px` : null}
          </p>
        </div>
        {!video && !item.altText && item.describedWhereUsed ? (
          <p data-testid="described-where-used" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            <span className="font-semibold">Décrite dans {item.describedWhereUsed.where}&nbsp;:</span> «&nbsp;
            {item.describedWhereUsed.alt}&nbsp;»
          </p>
        ) : null}
        {video ? null : <MediaAltTextForm item={item} />}
        <div className="mt-auto flex gap-2">
          <Button variant="outline" size="sm" className="flex-1" disabled={!hydrated} onClick={() => void copyUrl()}>
            <Copy aria-hidden="true" />
            Copier l'URL
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Supprimer ${item.originalName}`}
            disabled={!hydrated}
            onClick={() => onDelete(item)}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Supprimer</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

export function MediaGrid({ items, onDelete }: { items: MediaItem[]; onDelete: (item: MediaItem) => void }) {
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center">
        <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <ImageIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink">{MEDIA_MESSAGES.empty}</p>
        <p className="mt-1 text-sm text-slate-500">Les images et vidéos que vous envoyez apparaîtront ici.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Fichiers de la médiathèque">
      {items.map((item) => (
        <MediaCard key={item.name} item={item} onDelete={onDelete} />
      ))}
    </ul>
  );
}

/* ---------------------------------------------------------------- delete */

export function DeleteMediaDialog({
  item,
  uses = null,
  busy,
  onCancel,
  onConfirm,
}: {
  item: MediaItem | null;
  /** where the file is still shown (docs/product.md#media-usage): the dialog then asks to delete it anyway */
  uses?: readonly MediaUse[] | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (item: MediaItem) => void;
}) {
  const used = uses !== null && uses.length > 0;
  return (
    <AlertDialog.Root open={item !== null} onOpenChange={(open) => (!open && !busy ? onCancel() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          {used ? (
            <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-800">
              <TriangleAlert className="size-5" aria-hidden="true" />
            </span>
          ) : null}
          <AlertDialog.Title className="text-lg font-bold text-ink">
            {used ? MEDIA_MESSAGES.inUseTitle : MEDIA_MESSAGES.confirmDelete}
          </AlertDialog.Title>
          {used ? (
            <>
              <AlertDialog.Description className="mt-2 text-sm text-slate-600">
                <span className="break-all font-medium text-slate-800">{item?.originalName}</span> est affiché{" "}
                {uses.length > 1 ? `à ${uses.length} endroits` : "à cet endroit"}. Si vous le supprimez, il n'y apparaîtra plus.
              </AlertDialog.Description>
              <ul
                className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm"
                aria-label="Endroits qui utilisent ce fichier"
              >
                {uses.map((use) => (
                  <li key={`${use.href} ${use.label}`}>
                    <a
                      href={use.href}
                      className="flex items-center justify-between gap-3 px-3.5 py-2.5 font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-copper-500"
                    >
                      <span className="min-w-0">{use.label}</span>
                      <ExternalLink className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              <span className="break-all font-medium text-slate-800">{item?.originalName}</span> sera définitivement supprimé,
              ainsi que ses versions optimisées. Les pages qui l'utilisent ne l'afficheront plus.
            </AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                Annuler
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={busy} onClick={() => item && onConfirm(item)}>
              <Trash2 aria-hidden="true" />
              {busy ? "Suppression..." : used ? MEDIA_MESSAGES.deleteAnyway : "Supprimer"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
