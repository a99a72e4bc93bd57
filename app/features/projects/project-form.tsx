/**
 * The réalisation form (docs/product.md#projects-admin). It posts without
 * JavaScript: every field is a plain input, photos are hidden inputs beside
 * their alt text, and the photos' buttons (up, down, remove) post the form,
 * the server sending it back with the photos moved. With JavaScript the same
 * buttons act in place, and photos are added from the media library.
 */
import { ArrowDown, ArrowUp, ImageOff, Loader2, Save, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Picture } from "~/components/responsive-image";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { MediaPickerButton } from "~/features/media/media-picker";
import type { MediaItem } from "~/features/media/types";
import { resolveImage } from "~/features/site-images/image-ref";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { galleryMoveIntent, PROJECT_FIELDS, PROJECT_INTENTS, type GalleryMove } from "./form-data";
import { PROJECTS_PATH } from "./project";
import { imageFromField, PROJECT_LIMITS, type ImageFieldValue, type ProjectFieldErrors, type ProjectFormValues } from "./rules";

export const PROJECT_FORM_ID = "project-form";
const SAVE_INTENT = PROJECT_INTENTS.save;

export interface ProjectFormProps {
  initial: ProjectFormValues;
  fieldErrors: ProjectFieldErrors;
  /** above the form: why the save was refused */
  error: string | null;
  /** suggested categories */
  categories: readonly string[];
  cancelTo: string;
}

function FormCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5 grid gap-5">{children}</div>
    </section>
  );
}

/** A labelled text field with its hint and its error under it, both named by aria-describedby. */
function TextField({
  formId,
  name,
  label,
  hint,
  error,
  defaultValue,
  multiline,
  rows,
  required = false,
  ...input
}: {
  formId: string;
  name: { [K in keyof ProjectFormValues]: ProjectFormValues[K] extends string ? K : never }[keyof ProjectFormValues];
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  type?: string;
  list?: string;
  placeholder?: string;
}) {
  const id = `${formId}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
  };
  return (
    <div>
      <Label htmlFor={id}>
        {required ? `${label} *` : label}
      </Label>
      {multiline ? <Textarea {...common} rows={rows} className="min-h-0" /> : <Input {...common} {...input} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A small preview of a photo of the form, from its reference. */
function Thumbnail({ field }: { field: ImageFieldValue }) {
  const image = imageFromField({ ...field, alt: field.alt || " " });
  return (
    <div className="grid aspect-[4/3] w-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100 sm:w-32">
      {image ? (
        <Picture image={{ ...resolveImage(image), alt: "" }} sizes="128px" className="size-full object-cover" />
      ) : (
        <ImageOff className="size-6 text-slate-400" aria-hidden />
      )}
    </div>
  );
}

/** A button that posts a photo move; with JavaScript, it moves in place instead. */
function MoveButton({
  move,
  label,
  onMove,
  disabled,
  children,
  className,
}: {
  move: GalleryMove;
  label: string;
  onMove: (move: GalleryMove) => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="ghost"
      size="sm"
      name={PROJECT_FIELDS.intent}
      value={galleryMoveIntent(move)}
      formNoValidate
      disabled={disabled}
      aria-label={label}
      title={label}
      className={className}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onMove(move);
      }}
    >
      {children}
    </Button>
  );
}

interface GalleryItem extends ImageFieldValue {
  key: string;
  /** the server's message about this photo, when it came back refused */
  error?: string;
}

function fieldOfMedia(item: MediaItem): ImageFieldValue | null {
  if (!item.width || !item.height) return null;
  // the library's alt text, when it has one (docs/product.md#media-alt-text): the owner can change it here
  return { image: JSON.stringify({ media: item.url, width: item.width, height: item.height }), alt: item.altText ?? "" };
}

function PhotoAlt({ formId, name, index, label, value, error }: { formId: string; name: string; index: string; label: string; value: string; error?: string }) {
  const id = `${formId}-${name}-${index}`;
  return (
    <div className="min-w-0 flex-1">
      <Label htmlFor={id}>
        {label} *
      </Label>
      <Input
        id={id}
        name={name}
        defaultValue={value}
        maxLength={PROJECT_LIMITS.alt}
        placeholder="Ce que montre la photo"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function GalleryEditor({ formId, initial, fieldErrors }: { formId: string; initial: ImageFieldValue[]; fieldErrors: ProjectFieldErrors }) {
  const [items, setItems] = useState<GalleryItem[]>(() =>
    initial.map((field, index) => ({ ...field, key: `initial-${String(index)}`, error: fieldErrors[`gallery.${String(index)}`] })),
  );
  const [added, setAdded] = useState(0);

  function onMove(move: GalleryMove) {
    if (!("index" in move)) return;
    setItems((current) => {
      const next = [...current];
      if (move.kind === "remove") next.splice(move.index, 1);
      else {
        const target = move.kind === "up" ? move.index - 1 : move.index + 1;
        if (target < 0 || target >= next.length) return current;
        [next[move.index], next[target]] = [next[target]!, next[move.index]!];
      }
      return next;
    });
  }

  function onPick(_url: string, media: MediaItem) {
    const field = fieldOfMedia(media);
    if (!field) return;
    setItems((current) => [...current, { ...field, key: `added-${String(added)}` }]);
    setAdded((n) => n + 1);
  }

  const galleryError = fieldErrors.gallery;
  return (
    <div>
      {items.length ? (
        <ol className="grid gap-3" aria-label="Photos de la réalisation">
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <li
                key={item.key}
                className="grid grid-cols-[auto_minmax(0,1fr)] gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start"
              >
                <input type="hidden" name={PROJECT_FIELDS.galleryImage} value={item.image} />
                <Thumbnail field={item} />
                <div className="flex gap-1 self-start justify-self-end sm:order-last sm:pt-7">
                  <MoveButton move={{ kind: "up", index }} label={`Monter la photo ${String(n)}`} onMove={onMove} disabled={index === 0}>
                    <ArrowUp aria-hidden />
                  </MoveButton>
                  <MoveButton move={{ kind: "down", index }} label={`Descendre la photo ${String(n)}`} onMove={onMove} disabled={index === items.length - 1}>
                    <ArrowDown aria-hidden />
                  </MoveButton>
                  <MoveButton move={{ kind: "remove", index }} label={`Retirer la photo ${String(n)}`} onMove={onMove} className="text-red-700 hover:bg-red-50">
                    <Trash2 aria-hidden />
                  </MoveButton>
                </div>
                <div className="col-span-2 sm:col-span-1">
                  <PhotoAlt
                    formId={formId}
                    name={PROJECT_FIELDS.galleryAlt}
                    index={item.key}
                    label={n === 1 ? "Photo 1 (couverture) : texte alternatif" : `Photo ${String(n)} : texte alternatif`}
                    value={item.alt}
                    error={item.error}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">Aucune photo pour l'instant.</p>
      )}
      <FieldError id={`${formId}-gallery-error`} message={galleryError} />
      {items.length < PROJECT_LIMITS.galleryImages ? (
        <MediaPickerButton
          className="mt-4"
          onPick={onPick}
          aria-describedby={galleryError ? `${formId}-gallery-error` : undefined}
        >
          Ajouter une photo
        </MediaPickerButton>
      ) : null}
    </div>
  );
}

function BeforeAfterSlot({
  formId,
  which,
  initial,
  error,
}: {
  formId: string;
  which: "before" | "after";
  initial: ImageFieldValue | null;
  error?: string;
}) {
  const [field, setField] = useState(initial);
  const label = which === "before" ? "Avant" : "Après";
  const names =
    which === "before"
      ? { image: PROJECT_FIELDS.beforeImage, alt: PROJECT_FIELDS.beforeAlt }
      : { image: PROJECT_FIELDS.afterImage, alt: PROJECT_FIELDS.afterAlt };
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
      <p className="mb-3 text-sm font-semibold text-ink">{label}</p>
      {field ? (
        <div className="grid gap-3">
          <input type="hidden" name={names.image} value={field.image} />
          <Thumbnail field={field} />
          <div className="min-w-0">
            <PhotoAlt formId={formId} name={names.alt} index="0" label={`Photo « ${label.toLowerCase()} » : texte alternatif`} value={field.alt} error={error} />
            <MoveButton
              move={{ kind: which === "before" ? "remove-before" : "remove-after" }}
              label={`Retirer la photo « ${label.toLowerCase()} »`}
              onMove={() => setField(null)}
              className="mt-2 text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden />
              Retirer
            </MoveButton>
          </div>
        </div>
      ) : (
        <MediaPickerButton
          onPick={(_url, media) => setField(fieldOfMedia(media))}
          aria-label={`Choisir dans la médiathèque : photo « ${label.toLowerCase()} »`}
        >
          Choisir la photo
        </MediaPickerButton>
      )}
    </div>
  );
}

export function ProjectForm({ initial, fieldErrors, error, categories, cancelTo }: ProjectFormProps) {
  const formId = useId().replace(/:/g, "");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get(PROJECT_FIELDS.intent) === SAVE_INTENT;
  const err = (name: string) => fieldErrors[name];
  const text = { formId };

  return (
    <Form method="post" id={PROJECT_FORM_ID} noValidate className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
      {/* The form's default button: Enter in a field saves (the first visible button would move a photo). */}
      <button type="submit" name={PROJECT_FIELDS.intent} value={SAVE_INTENT} hidden tabIndex={-1} />
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 lg:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="grid min-w-0 gap-6">
        <FormCard title="Présentation">
          <TextField {...text} name="title" label="Titre" required defaultValue={initial.title} error={err("title")} />
          <TextField
            {...text}
            name="slug"
            label="Adresse de la page"
            defaultValue={initial.slug}
            error={err("slug")}
            hint={`${PROJECTS_PATH}/… : laissez vide pour la déduire du titre. Une ancienne adresse renvoie vers la nouvelle.`}
            placeholder="deduite-du-titre"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...text} name="category" label="Catégorie" required defaultValue={initial.category} error={err("category")} list={`${formId}-categories`} />
            <TextField {...text} name="location" label="Lieu" required defaultValue={initial.location} error={err("location")} placeholder="Villeurbanne (69)" />
          </div>
          <datalist id={`${formId}-categories`}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <div className="grid gap-5 sm:grid-cols-[minmax(12rem,1fr)_1fr_1fr]">
            <TextField {...text} name="month" type="month" label="Mois du chantier" required defaultValue={initial.month} error={err("month")} />
            <TextField {...text} name="duration" label="Durée" required defaultValue={initial.duration} error={err("duration")} placeholder="3 jours" />
            <TextField {...text} name="surface" label="Surface" defaultValue={initial.surface} error={err("surface")} placeholder="120 m²" />
          </div>
        </FormCard>

        <FormCard title="Textes">
          <TextField
            {...text}
            name="description"
            label="Résumé"
            required
            multiline
            rows={3}
            defaultValue={initial.description}
            error={err("description")}
            hint="Une ou deux phrases, montrées sur les cartes."
          />
          <TextField
            {...text}
            name="fullDescription"
            label="Description complète"
            required
            multiline
            rows={7}
            defaultValue={initial.fullDescription}
            error={err("fullDescription")}
            hint="En tête de la page de la réalisation ; ses 155 premiers caractères décrivent la page dans Google."
          />
        </FormCard>

        <FormCard title="Photos" description="La première photo illustre la carte de la réalisation et son partage. Chaque photo a besoin d'un texte alternatif.">
          <GalleryEditor formId={formId} initial={initial.gallery} fieldErrors={fieldErrors} />
        </FormCard>

        <FormCard title="Avant / après" description="Facultatif : deux photos du même endroit, avant et après le chantier.">
          <div className="grid gap-4 md:grid-cols-2">
            <BeforeAfterSlot formId={formId} which="before" initial={initial.before} error={err("before")} />
            <BeforeAfterSlot formId={formId} which="after" initial={initial.after} error={err("after")} />
          </div>
          <FieldError id={`${formId}-before-after-error`} message={err("beforeAfter")} />
        </FormCard>

        <FormCard title="Détails" description="Un élément par ligne.">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField {...text} name="features" label="Caractéristiques du projet" required multiline rows={6} defaultValue={initial.features} error={err("features")} />
            <TextField {...text} name="materials" label="Matériaux utilisés" multiline rows={6} defaultValue={initial.materials} error={err("materials")} />
            <TextField {...text} name="challenges" label="Défis techniques" multiline rows={5} defaultValue={initial.challenges} error={err("challenges")} />
            <TextField {...text} name="results" label="Résultats obtenus" multiline rows={5} defaultValue={initial.results} error={err("results")} />
          </div>
        </FormCard>
      </div>

      <aside className="grid gap-6 lg:sticky lg:top-24">
        <FormCard title="Publication">
          <label className="flex items-start gap-3">
            <input type="checkbox" name="published" defaultChecked={initial.published} className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-copper-600" />
            <span>
              <span className="block font-medium text-ink">Publiée sur le site</span>
              <span className="block text-sm text-slate-600">Décochée, elle reste masquée aux visiteurs.</span>
            </span>
          </label>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="featured" defaultChecked={initial.featured} className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-copper-600" />
            <span>
              <span className="block font-medium text-ink">À la une</span>
              <span className="block text-sm text-slate-600">Montrée sur la page d'accueil (les plus récentes sinon).</span>
            </span>
          </label>
          <div className="grid gap-2 border-t border-slate-100 pt-5">
            <Button type="submit" name={PROJECT_FIELDS.intent} value={SAVE_INTENT} disabled={saving}>
              {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
              Enregistrer
            </Button>
            <Link to={cancelTo} className={cn(buttonVariants({ variant: "ghost" }))}>
              Annuler
            </Link>
          </div>
        </FormCard>
      </aside>
    </Form>
  );
}
