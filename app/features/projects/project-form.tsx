/**
 * The réalisation form (docs/product.md#projects-admin). It posts without
 * JavaScript: every field is a plain input, photos are hidden inputs beside
 * their alt text, and the photos' buttons (up, down, remove) post the form,
 * the server sending it back with the photos moved. With JavaScript the same
 * buttons act in place, and photos are added from the media library.
 */
import { Loader2, Save } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { useFocusFirstError } from "~/lib/focus-first-error";
import { cn } from "~/lib/utils";
import { BeforeAfterSlot } from "./before-after-slot";
import { PROJECT_FIELDS, PROJECT_INTENTS } from "./form-data";
import { GalleryEditor } from "./gallery-editor";
import { PROJECTS_PATH } from "./project";
import type { ProjectFieldErrors, ProjectFormValues } from "./rules";

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
      <Label htmlFor={id}>{required ? `${label} *` : label}</Label>
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

export function ProjectForm({ initial, fieldErrors, error, categories, cancelTo }: ProjectFormProps) {
  const formId = useId().replace(/:/g, "");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get(PROJECT_FIELDS.intent) === SAVE_INTENT;
  const err = (name: string) => fieldErrors[name];
  const text = { formId };
  const formRef = useRef<HTMLFormElement>(null);
  // the form is remounted for each refused save: its first field in error takes the focus
  useFocusFirstError(formRef, fieldErrors, Boolean(error) || Object.keys(fieldErrors).length > 0);

  return (
    <Form
      ref={formRef}
      method="post"
      id={PROJECT_FORM_ID}
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_300px]"
    >
      {/* The form's default button: Enter in a field saves (the first visible button would move a photo). */}
      <button type="submit" name={PROJECT_FIELDS.intent} value={SAVE_INTENT} hidden tabIndex={-1} />
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 lg:col-span-2"
        >
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
            <TextField
              {...text}
              name="category"
              label="Catégorie"
              required
              defaultValue={initial.category}
              error={err("category")}
              list={`${formId}-categories`}
            />
            <TextField
              {...text}
              name="location"
              label="Lieu"
              required
              defaultValue={initial.location}
              error={err("location")}
              placeholder="Villeurbanne (69)"
            />
          </div>
          <datalist id={`${formId}-categories`}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <div className="grid gap-5 sm:grid-cols-[minmax(12rem,1fr)_1fr_1fr]">
            <TextField
              {...text}
              name="month"
              type="month"
              label="Mois du chantier"
              required
              defaultValue={initial.month}
              error={err("month")}
            />
            <TextField
              {...text}
              name="duration"
              label="Durée"
              required
              defaultValue={initial.duration}
              error={err("duration")}
              placeholder="3 jours"
            />
            <TextField
              {...text}
              name="surface"
              label="Surface"
              defaultValue={initial.surface}
              error={err("surface")}
              placeholder="120 m²"
            />
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

        <FormCard
          title="Photos"
          description="La première photo illustre la carte de la réalisation et son partage. Chaque photo a besoin d'un texte alternatif."
        >
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
            <TextField
              {...text}
              name="features"
              label="Caractéristiques du projet"
              required
              multiline
              rows={6}
              defaultValue={initial.features}
              error={err("features")}
            />
            <TextField
              {...text}
              name="materials"
              label="Matériaux utilisés"
              multiline
              rows={6}
              defaultValue={initial.materials}
              error={err("materials")}
            />
            <TextField
              {...text}
              name="challenges"
              label="Défis techniques"
              multiline
              rows={5}
              defaultValue={initial.challenges}
              error={err("challenges")}
            />
            <TextField
              {...text}
              name="results"
              label="Résultats obtenus"
              multiline
              rows={5}
              defaultValue={initial.results}
              error={err("results")}
            />
          </div>
        </FormCard>
      </div>

      <aside className="grid gap-6 lg:sticky lg:top-24">
        <FormCard title="Publication">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="published"
              defaultChecked={initial.published}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-copper-600"
            />
            <span>
              <span className="block font-medium text-ink">Publiée sur le site</span>
              <span className="block text-sm text-slate-600">Décochée, elle reste masquée aux visiteurs.</span>
            </span>
          </label>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="featured"
              defaultChecked={initial.featured}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-copper-600"
            />
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
