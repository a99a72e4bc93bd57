/**
 * The media manager's pieces (docs/product.md#media-library):
 * the upload zone (picker + drag-and-drop + progress), the grid of files and
 * the delete confirmation. Also used by the media picker dialog.
 */
import { CircleCheck, CircleX, CloudUpload, Copy, ExternalLink, Film, ImageIcon, Trash2, TriangleAlert } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useId, useRef, useState, type DragEvent } from "react";
import { notify } from "~/lib/notify";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatFrenchDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { ALT_TEXT_MESSAGES } from "./alt-text";
import { MediaAltTextForm } from "./alt-text-form";
import { MEDIA_MESSAGES, formatFileSize, isVideoName, sizeLabel, maxBytesFor } from "./rules";
import type { MediaItem } from "./types";
import type { MediaUse } from "./usage";
import { shrinkPhoto } from "./shrink-photo";
import { copyText, uploadMediaFile } from "./upload-client";

/* ---------------------------------------------------------------- upload */

type UploadPhase = "waiting" | "preparing" | "sending" | "processing" | "done" | "failed";

interface UploadRow {
  id: number;
  name: string;
  phase: UploadPhase;
  percent: number;
  /** the server's or the pre-check's refusal */
  error?: string;
}

const PHASE_LABELS: Readonly<Record<UploadPhase, string>> = {
  waiting: "En attente",
  preparing: "Préparation…",
  sending: "",
  processing: "Traitement…",
  done: MEDIA_MESSAGES.uploaded,
  failed: MEDIA_MESSAGES.uploadError,
};

/** One file of a batch; `withError` says the refusal here (a single file says it in a toast). */
function UploadRowStatus({ row, withError }: { row: UploadRow; withError: boolean }) {
  const active = row.phase === "sending" || row.phase === "processing" || row.phase === "preparing";
  return (
    <li className="rounded-xl bg-white px-3.5 py-3 text-left ring-1 ring-slate-200" data-upload-phase={row.phase}>
      <div className="flex items-center gap-2.5">
        {row.phase === "done" ? (
          <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : row.phase === "failed" ? (
          <CircleX className="size-4 shrink-0 text-red-700" aria-hidden="true" />
        ) : (
          <ImageIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        )}
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink" title={row.name}>
          {row.name}
        </p>
        {row.phase === "done" || row.phase === "failed" || row.phase === "waiting" ? (
          <p className={cn("shrink-0 text-xs", row.phase === "failed" ? "text-red-800" : "text-slate-500")}>
            {row.phase === "done" ? "Envoyé" : row.phase === "waiting" ? PHASE_LABELS.waiting : null}
          </p>
        ) : null}
      </div>
      {active ? (
        <div className="mt-2.5 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`Progression de l'upload de ${row.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={row.percent}
            aria-valuetext={row.phase === "sending" ? `${row.percent} %` : PHASE_LABELS[row.phase]}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={cn(
                "h-full rounded-full bg-copper-600 transition-[width] duration-200",
                row.phase === "processing" && "animate-pulse",
              )}
              style={{ width: `${row.percent}%` }}
            />
          </div>
          <p className="w-24 shrink-0 text-right text-xs tabular-nums text-slate-600 sm:w-28 sm:text-sm">
            {row.phase === "sending" ? `${row.percent} %` : PHASE_LABELS[row.phase]}
          </p>
        </div>
      ) : null}
      {row.phase === "failed" && withError ? (
        <p className="mt-1 pl-6.5 text-xs text-red-800">{row.error ?? MEDIA_MESSAGES.uploadError}</p>
      ) : null}
    </li>
  );
}

export function MediaUploader({
  onUploaded,
  compact = false,
  multiple = false,
  accept = "image/*,video/*",
}: {
  onUploaded: (item: MediaItem) => void;
  compact?: boolean;
  /** several files at once, each with its own progress and result (the library page) */
  multiple?: boolean;
  accept?: string;
}) {
  const inputId = useId();
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // the upload is the scripts' work: a file chosen before they run would be dropped
  const hydrated = useHydrated();

  function update(id: number, change: Partial<UploadRow>) {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }

  /** One file: shrunk when it is a large photo (docs/product.md#media-upload), then sent. */
  async function sendOne(row: UploadRow, picked: File): Promise<string | null> {
    update(row.id, { phase: "preparing" });
    const file = await shrinkPhoto(picked);
    update(row.id, { phase: "sending", percent: 0 });
    const result = await uploadMediaFile(file, {
      onProgress: (percent) => update(row.id, { percent }),
      onProcessing: () => update(row.id, { phase: "processing", percent: 100 }),
    });
    if (result.success) {
      update(row.id, { phase: "done", percent: 100 });
      onUploaded(result.item);
      return null;
    }
    const error = result.error || MEDIA_MESSAGES.uploadError;
    update(row.id, { phase: "failed", error });
    return error;
  }

  async function send(picked: readonly File[]) {
    const files = multiple ? picked : picked.slice(0, 1);
    if (files.length === 0 || busy) return;
    const batch = files.map((file, index) => ({
      id: Date.now() + index,
      name: file.name,
      phase: "waiting" as const,
      percent: 0,
    }));
    setRows(batch);
    setBusy(true);
    let sent = 0;
    try {
      for (const [index, row] of batch.entries()) {
        const error = await sendOne(row, files[index]!).catch(() => {
          update(row.id, { phase: "failed", error: MEDIA_MESSAGES.uploadError });
          return MEDIA_MESSAGES.uploadError;
        });
        if (error === null) sent += 1;
        else if (batch.length === 1) notify("error", error);
      }
      if (batch.length === 1 && sent === 1) notify("success", MEDIA_MESSAGES.uploaded);
      if (batch.length > 1) {
        if (sent === batch.length) notify("success", `${sent} fichiers uploadés avec succès !`);
        else notify("error", `${sent} sur ${batch.length} fichiers uploadés`);
      }
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!busy) void send([...event.dataTransfer.files]);
  }

  const current = rows.find((row) => row.phase !== "done" && row.phase !== "failed" && row.phase !== "waiting");
  const position = current ? rows.indexOf(current) + 1 : rows.length;
  // one file keeps the toast alone; several keep their results in view
  const showRows = busy || rows.length > 1;

  const uploadLines = (
    <ul className="mx-auto mt-4 max-w-xl space-y-2" aria-label="Fichiers envoyés">
      {rows.map((row) => (
        <UploadRowStatus key={row.id} row={row} withError={rows.length > 1} />
      ))}
    </ul>
  );

  return (
    <div
      onDragEnter={(e) => {
        e.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = busy ? "none" : "copy";
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      data-testid="media-dropzone"
      className={cn(
        "relative rounded-2xl border-2 border-dashed text-center transition-colors",
        compact ? "px-4 py-5" : "px-4 py-8 sm:px-6 sm:py-12",
        dragging ? "border-copper-500 bg-copper-50" : "border-slate-300 bg-slate-50/70",
        busy && "border-solid border-slate-200 bg-slate-50",
      )}
    >
      {busy ? (
        <p className="font-semibold text-ink" aria-live="polite">
          {MEDIA_MESSAGES.uploading}
          {rows.length > 1 ? (
            <span className="ml-1.5 font-normal tabular-nums text-slate-500">
              ({position} sur {rows.length})
            </span>
          ) : null}
        </p>
      ) : (
        <>
          {!compact ? (
            <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-white text-copper-600 shadow-sm ring-1 ring-slate-200">
              <CloudUpload className="size-7" aria-hidden="true" />
            </span>
          ) : null}
          <p className="font-semibold text-ink">
            <span className="hidden sm:inline">
              {multiple ? "Glissez-déposez vos fichiers ici" : "Glissez-déposez un fichier ici"}
            </span>
            <span className="sm:hidden">{multiple ? "Ajoutez des photos ou des vidéos" : "Ajoutez une photo ou une vidéo"}</span>
          </p>
          <p className="mt-1 hidden text-sm text-slate-500 sm:block">ou</p>
        </>
      )}
      {busy ? uploadLines : null}
      <div className={cn("mt-3 flex justify-center", busy && "sr-only")}>
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "primary", size: compact ? "sm" : "md" }),
            "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-copper-500",
            "has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60",
          )}
        >
          {multiple ? "Choisir des fichiers" : "Choisir un fichier"}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={busy || !hydrated}
            aria-describedby={helpId}
            className="sr-only"
            onChange={(e) => void send([...(e.currentTarget.files ?? [])])}
          />
        </label>
      </div>
      <div id={helpId} className="mt-4 space-y-0.5 text-xs text-slate-500 sm:text-sm">
        <p>
          {MEDIA_MESSAGES.helpImages} <span className="text-slate-400">·</span> {sizeLabel(maxBytesFor("image"))} max
          <span className="text-slate-400"> · </span>
          <span className="whitespace-nowrap">les grandes photos sont réduites avant l'envoi</span>
        </p>
        <p>
          {MEDIA_MESSAGES.helpVideos} <span className="text-slate-400">·</span> {sizeLabel(maxBytesFor("video"))} max
        </p>
      </div>
      {/* the last batch's results stay under the zone until the next one */}
      {!busy && showRows ? uploadLines : null}
    </div>
  );
}

/* ------------------------------------------------------------------ grid */

/** Card widths of the grid below (1, 2 then 3 columns in the admin layout's content column, ~936 px at most). */
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
        {!video && !item.altText ? (
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
