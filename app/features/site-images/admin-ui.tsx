/**
 * The 'Images du site' admin page (docs/product.md#site-images): the grid of
 * the public pages' images, and the 'Remplacer' step of one of them. Every
 * post works without JavaScript; the library picker and the confirmation of
 * 'Rétablir' are the scripts' (the list of photos and a plain post stand in
 * before they run).
 */
import { ArrowLeft, ImageIcon, RotateCcw, Save } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Picture, type ResolvedImage } from "~/components/responsive-image";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FieldError, Input, Label } from "~/components/ui/input";
import { AdminPageHeader } from "~/features/admin/page-header";
import { MediaPickerButton } from "~/features/media/media-picker";
import type { MediaItem } from "~/features/media/types";
import { formatFrenchDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { ALT_MAX_LENGTH, SITE_IMAGE_MESSAGES, type ReplaceErrors, type ReplaceFields } from "./form";
import { replaceSiteImagePath, SITE_IMAGES_PATH } from "./paths";
import type { SitePageRef } from "./slots";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export const SITE_IMAGES_TITLE = "Images du site";

/** What the page needs of a slot (the loader's SlotView, as serialised). */
export interface SlotCardView {
  key: string;
  label: string;
  pages: readonly SitePageRef[];
  image: ResolvedImage;
  replaced: boolean;
  mediaName: string | null;
  updatedAt: string | null;
}

/** Card widths of the grid (1, 2 then 3 columns in the admin content column). */
const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 640px) 45vw, 92vw";

function PagesLine({ pages }: { pages: readonly SitePageRef[] }) {
  return (
    <p className="text-sm text-slate-600">
      Visible sur :{" "}
      {pages.map((page, index) => (
        <span key={page.path}>
          {index > 0 ? ", " : null}
          <a href={page.path} className="font-medium text-copper-800 underline-offset-2 hover:underline">
            {page.label}
          </a>
        </span>
      ))}
    </p>
  );
}

function SourceBadge({ replaced, className }: { replaced: boolean; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm",
        replaced ? "bg-copper-700 text-white" : "bg-white/95 text-slate-700 ring-1 ring-slate-200",
        className,
      )}
    >
      {replaced ? "Votre photo" : "Illustration"}
    </span>
  );
}

function RestoreButton({ slot }: { slot: SlotCardView }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().formData?.get("slot") === slot.key;
  const fields = { intent: "restore", slot: slot.key };
  const label = (
    <>
      <RotateCcw aria-hidden />
      Rétablir
    </>
  );
  // Without the scripts there is no dialog: the button posts at once (an illustration back is undone by choosing the photo again).
  return (
    <Form method="post" action={SITE_IMAGES_PATH}>
      <input type="hidden" name="intent" value={fields.intent} />
      <input type="hidden" name="slot" value={fields.slot} />
      {hydrated ? (
        <ConfirmDialog
          title={`Rétablir l'illustration «\u00a0${slot.label}\u00a0»\u00a0?`}
          description="La photo choisie est retirée de ces pages ; elle reste dans la médiathèque."
          confirmLabel="Rétablir l'illustration"
          onConfirm={() => void submit(fields, { method: "post", action: SITE_IMAGES_PATH })}
          trigger={
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              aria-label={`Rétablir l'illustration : ${slot.label}`}
            >
              {label}
            </Button>
          }
        />
      ) : (
        <Button type="submit" variant="ghost" size="sm" aria-label={`Rétablir l'illustration : ${slot.label}`}>
          {label}
        </Button>
      )}
    </Form>
  );
}

function SlotCard({ slot }: { slot: SlotCardView }) {
  const titleId = `${slot.key}-title`;
  return (
    <li
      id={slot.key}
      aria-labelledby={titleId}
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)]"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        <Picture image={slot.image} sizes={CARD_IMAGE_SIZES} className="size-full object-cover" />
        <SourceBadge replaced={slot.replaced} className="absolute left-2.5 top-2.5" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="font-semibold leading-snug text-ink">
          {slot.label}
        </h2>
        <PagesLine pages={slot.pages} />
        {slot.replaced && slot.updatedAt ? (
          <p className="text-xs text-slate-500">
            Remplacée le <time dateTime={slot.updatedAt}>{formatFrenchDate(slot.updatedAt)}</time>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Link
            to={replaceSiteImagePath(slot.key)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={`Remplacer : ${slot.label}`}
          >
            <ImageIcon aria-hidden />
            Remplacer
          </Link>
          {slot.replaced ? <RestoreButton slot={slot} /> : null}
        </div>
      </div>
    </li>
  );
}

export function SiteImagesGrid({ slots }: { slots: readonly SlotCardView[] }) {
  const replaced = slots.filter((s) => s.replaced).length;
  return (
    <div>
      <AdminPageHeader
        title={SITE_IMAGES_TITLE}
        description={
          "Les images des pages publiques. Remplacez une illustration par une photo de votre médiathèque\u00a0; «\u00a0Rétablir\u00a0» remet l'illustration d'origine."
        }
        actions={
          <p className="text-sm text-slate-500">
            {replaced === 0 ? "Aucune photo en place" : `${replaced} ${replaced > 1 ? "photos" : "photo"} en place`} ·{" "}
            {slots.length} images
          </p>
        }
      />
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Images des pages publiques">
        {slots.map((slot) => (
          <SlotCard key={slot.key} slot={slot} />
        ))}
      </ul>
    </div>
  );
}

/* --------------------------------------------------------------- replace */

export function ReplaceSiteImage({
  slot,
  library,
  values,
  errors,
}: {
  slot: SlotCardView;
  library: readonly MediaItem[];
  /** what was posted (after an error), else the current photo and its alt text */
  values: ReplaceFields;
  errors: ReplaceErrors;
}) {
  const id = useId();
  const [picked, setPicked] = useState<MediaItem[]>([]);
  const [media, setMedia] = useState(values.media);
  const [pickError, setPickError] = useState<string | null>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const busy = useNavigation().state === "submitting";
  const photos = [...picked.filter((p) => !library.some((l) => l.name === p.name)), ...library];
  const chosen = photos.find((p) => p.name === media) ?? null;
  const mediaError = pickError ?? errors.media;
  const ids = {
    media: `${id}-media`,
    mediaError: `${id}-media-error`,
    alt: `${id}-alt`,
    altHelp: `${id}-alt-help`,
    altError: `${id}-alt-error`,
  };

  function pick(item: MediaItem) {
    if (!/\.(?:jpe?g|png|webp|avif)$/i.test(item.name)) {
      setPickError(SITE_IMAGE_MESSAGES.mediaNotPhoto);
      return;
    }
    setPickError(null);
    setPicked((list) => [item, ...list.filter((p) => p.name !== item.name)]);
    setMedia(item.name);
    prefillAlt(item);
  }

  /** An empty alt text takes the library's (docs/product.md#media-alt-text); one the owner typed is kept. */
  function prefillAlt(item: MediaItem | undefined) {
    const field = altInput.current;
    if (field && item?.altText && !field.value.trim()) field.value = item.altText.slice(0, ALT_MAX_LENGTH);
  }

  return (
    <div>
      <Link
        to={`${SITE_IMAGES_PATH}#${slot.key}`}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {SITE_IMAGES_TITLE}
      </Link>
      <AdminPageHeader title={`Remplacer : ${slot.label}`} description={<PagesLine pages={slot.pages} />} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start">
        <section
          aria-labelledby={`${id}-current`}
          className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <h2 id={`${id}-current`} className="text-sm font-semibold text-ink">
              Image actuelle
            </h2>
            <SourceBadge replaced={slot.replaced} />
          </div>
          <div className="aspect-[3/2] bg-slate-100">
            <Picture image={slot.image} sizes="(min-width: 1024px) 420px, 92vw" className="size-full object-cover" />
          </div>
          <p className="px-4 py-3 text-xs leading-relaxed text-slate-500">
            Texte alternatif : «{"\u00a0"}
            {slot.image.alt}
            {"\u00a0"}»
          </p>
        </section>

        <Form
          method="post"
          noValidate
          className="space-y-6 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
        >
          <input type="hidden" name="intent" value="replace" />
          <input type="hidden" name="slot" value={slot.key} />

          <fieldset>
            <legend className="mb-3 text-base font-semibold text-ink">Nouvelle photo</legend>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <div className="flex aspect-[3/2] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 sm:w-44">
                {chosen ? (
                  <img src={chosen.previewUrl} alt="" className="size-full object-cover" />
                ) : (
                  <span className="px-3 text-center text-xs text-slate-500">Aucune photo choisie</span>
                )}
              </div>
              <div className="min-w-0 space-y-2">
                <MediaPickerButton
                  type="button"
                  onPick={(_url, item) => pick(item)}
                  dialogDescription="Cliquez sur une photo pour la mettre à la place de cette image."
                />
                <p className="text-xs text-slate-500">
                  Ou choisissez-la dans la liste ci-dessous. Vous pouvez aussi ajouter une photo depuis la fenêtre de la
                  médiathèque.
                </p>
              </div>
            </div>
            <fieldset className="mt-4" aria-describedby={mediaError ? ids.mediaError : undefined}>
              <legend className="mb-1.5 text-sm font-semibold text-ink">Photo de la médiathèque *</legend>
              {photos.length > 0 ? (
                <ul
                  id={ids.media}
                  className="grid max-h-[26rem] grid-cols-2 gap-2 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-2 sm:grid-cols-3"
                >
                  {photos.map((item) => (
                    <li key={item.name}>
                      <label className="group block cursor-pointer rounded-lg border border-transparent bg-white p-1.5 shadow-sm ring-copper-600 transition has-[:checked]:border-copper-600 has-[:checked]:ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-copper-500 hover:border-slate-300">
                        <input
                          type="radio"
                          name="media"
                          value={item.name}
                          checked={media === item.name}
                          onChange={() => {
                            setPickError(null);
                            setMedia(item.name);
                            prefillAlt(item);
                          }}
                          className="sr-only"
                        />
                        <span className="block aspect-[3/2] overflow-hidden rounded-md bg-slate-100">
                          <img
                            src={item.previewUrl}
                            alt=""
                            loading="lazy"
                            decoding="async"
                            width={item.width ?? undefined}
                            height={item.height ?? undefined}
                            className="size-full object-cover"
                          />
                        </span>
                        <span className="mt-1 block truncate px-0.5 text-xs font-medium text-ink">{item.originalName}</span>
                        <span className="block truncate px-0.5 font-mono text-[0.6875rem] text-slate-500">
                          {item.name}
                          <span className="sr-only"> · {formatFrenchDate(item.createdAt)}</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
              <FieldError id={ids.mediaError} message={mediaError} />
              {photos.length === 0 ? (
                <p className="mt-1.5 text-sm text-slate-600">
                  Votre médiathèque n'a pas encore de photo : ajoutez-en une avec « Choisir dans la médiathèque », ou depuis la{" "}
                  <a href={`${ADMIN_BASE_PATH}/images`} className="font-medium text-copper-800 underline underline-offset-2">
                    Médiathèque
                  </a>
                  .
                </p>
              ) : null}
            </fieldset>
          </fieldset>

          <div>
            <Label htmlFor={ids.alt}>Texte alternatif *</Label>
            <Input
              ref={altInput}
              id={ids.alt}
              name="alt"
              defaultValue={values.alt}
              maxLength={ALT_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={errors.alt ? true : undefined}
              aria-describedby={errors.alt ? `${ids.altHelp} ${ids.altError}` : ids.altHelp}
            />
            <p id={ids.altHelp} className="mt-1.5 text-sm text-slate-500">
              Ce que montre la photo, en une phrase : il est lu aux personnes malvoyantes et par Google. Par exemple : « Pose
              d'une gouttière en zinc sur une maison à Lyon ».
            </p>
            <FieldError id={ids.altError} message={errors.alt} />
          </div>

          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Link to={`${SITE_IMAGES_PATH}#${slot.key}`} className={buttonVariants({ variant: "outline" })}>
              Annuler
            </Link>
            <Button type="submit" disabled={busy}>
              <Save aria-hidden />
              {busy ? "Enregistrement..." : "Enregistrer"}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
