import { ArrowDown, ArrowUp, ExternalLink, MessageSquareQuote, Pencil, Plus, Star, Trash2, X } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FieldError, Input, Label, Select, Textarea } from "~/components/ui/input";
import { AdminPageHeader } from "~/features/admin/page-header";
import { FormAlert, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { addFormId, editFormId, entryAnchor, FAQ_ADMIN_PATH, type AdminSection } from "./admin-sections";
import type { AdminFaqEntry, AdminTestimonial, FaqActionData } from "./types";
import { FAQ_LIMITS, RATINGS, TESTIMONIAL_LIMITS, validateFaqEntry, validateTestimonial } from "./rules";

export type SectionView =
  | (Extract<AdminSection, { kind: "faq" }> & { items: AdminFaqEntry[] })
  | (Extract<AdminSection, { kind: "testimonial" }> & { items: AdminTestimonial[] });

export interface FaqAdminView {
  sections: SectionView[];
  /** the entry shown as a form (?modifier=id: works without JavaScript) */
  editing: string | null;
  /** the entry whose deletion is being confirmed without JavaScript (?supprimer=id) */
  confirming: string | null;
}

type Item = AdminFaqEntry | AdminTestimonial;
type Errors = Record<string, string>;

/**
 * The owner's FAQ and testimonials (docs/product.md#faq-admin): one section per
 * place they are shown, each entry with Monter / Descendre / Modifier /
 * Supprimer, and a form to add one. Every control posts a plain form.
 */
export function FaqAdminPage({ view, actionData }: { view: FaqAdminView; actionData: FaqActionData | undefined }) {
  useErrorToast(actionData?.form === "" ? actionData.message : undefined, actionData);
  return (
    <>
      <AdminPageHeader
        title="FAQ et avis"
        description="Les questions fréquentes et les avis clients affichés sur le site. Chaque modification est en ligne aussitôt."
      />
      {actionData?.form === "" && actionData.message ? <FormAlert className="mb-6">{actionData.message}</FormAlert> : null}
      <nav aria-label="Sections de la page" className="-mx-1 mb-8 flex gap-2 overflow-x-auto px-1 pb-1 lg:flex-wrap">
        {view.sections.map((section) => (
          <a
            key={section.anchor}
            href={`#${section.anchor}`}
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 transition-colors hover:text-ink hover:ring-slate-300"
          >
            {section.kind === "testimonial" ? <MessageSquareQuote className="size-4 text-copper-600" aria-hidden /> : null}
            {section.title}
            <span className="rounded-full bg-slate-100 px-1.5 text-xs font-semibold tabular-nums text-slate-600">{section.items.length}</span>
          </a>
        ))}
      </nav>
      <div className="grid gap-8">
        {view.sections.map((section) => (
          <SectionCard key={section.anchor} section={section} view={view} actionData={actionData} />
        ))}
      </div>
    </>
  );
}

function SectionCard({ section, view, actionData }: { section: SectionView; view: FaqAdminView; actionData: FaqActionData | undefined }) {
  const titleId = `${section.anchor}-titre`;
  const noun = section.kind === "faq" ? "question" : "avis";
  return (
    <section id={section.anchor} aria-labelledby={titleId} className="scroll-mt-24 rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)]">
      <header className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-copper-700">{section.eyebrow}</p>
          <h2 id={titleId} className="mt-0.5 text-lg font-semibold text-ink">
            {section.title}
          </h2>
          <p className="text-sm text-slate-600">{section.description}</p>
        </div>
        <a
          href={section.page}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "self-start sm:self-auto")}
        >
          <ExternalLink aria-hidden />
          Voir la page<span className="sr-only"> {section.page} (nouvel onglet)</span>
        </a>
      </header>
      {section.items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500 sm:px-6">
          Aucun{section.kind === "faq" ? "e question" : " avis"} pour le moment : la section est masquée sur le site.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={`${section.kind === "faq" ? "Questions" : "Avis"} : ${section.title}`}>
          {section.items.map((item, index) => (
            <EntryRow
              key={item.id}
              section={section}
              item={item}
              index={index}
              count={section.items.length}
              editing={view.editing === item.id || actionData?.form === editFormId(item.id)}
              confirming={view.confirming === item.id}
              actionData={actionData?.form === editFormId(item.id) ? actionData : undefined}
            />
          ))}
        </ol>
      )}
      <AddForm
        // a new key after each addition closes the panel and empties its fields
        key={section.items.length}
        section={section}
        noun={noun}
        actionData={actionData?.form === addFormId(section) ? actionData : undefined}
      />
    </section>
  );
}

function EntryRow({
  section,
  item,
  index,
  count,
  editing,
  confirming,
  actionData,
}: {
  section: SectionView;
  item: Item;
  index: number;
  count: number;
  editing: boolean;
  confirming: boolean;
  actionData: FaqActionData | undefined;
}) {
  const label = "question" in item ? item.question : `${item.name} (${item.project})`;
  return (
    <li id={entryAnchor(item.id)} className="scroll-mt-24 px-5 py-4 sm:px-6" data-testid="faq-admin-entry">
      <div className="flex gap-4">
        <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold tabular-nums text-slate-600" aria-hidden>
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          {editing ? (
            <EntryForm section={section} item={item} actionData={actionData} />
          ) : (
            <>
              <EntrySummary item={item} />
              {confirming ? (
                <DeleteConfirmation section={section} item={item} label={label} />
              ) : (
                <EntryActions section={section} item={item} label={label} first={index === 0} last={index === count - 1} />
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function EntrySummary({ item }: { item: Item }) {
  if ("question" in item) {
    return (
      <>
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{item.question}</p>
        <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-600 [overflow-wrap:anywhere]">{item.answer}</p>
      </>
    );
  }
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{item.name}</span>
        <span role="img" aria-label={`Note : ${item.rating} sur 5`} className="inline-flex gap-0.5">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className={cn("size-3.5", i < item.rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200")} aria-hidden />
          ))}
        </span>
      </p>
      <p className="text-sm text-slate-500 [overflow-wrap:anywhere]">{item.project}</p>
      <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-600 [overflow-wrap:anywhere]">« {item.comment} »</p>
    </>
  );
}

function Hidden({ section, item, intent }: { section: SectionView; item?: Item; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={section.kind} />
      {item ? <input type="hidden" name="id" value={item.id} /> : <input type="hidden" name="scope" value={section.scope} />}
    </>
  );
}

function MoveButton({ section, item, direction, disabled, label }: { section: SectionView; item: Item; direction: "up" | "down"; disabled: boolean; label: string }) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  const text = direction === "up" ? "Monter" : "Descendre";
  return (
    <Form method="post" action={FAQ_ADMIN_PATH} preventScrollReset>
      <Hidden section={section} item={item} intent="move" />
      <input type="hidden" name="direction" value={direction} />
      <Button type="submit" variant="outline" size="sm" disabled={disabled} className="px-2.5 sm:px-3">
        <Icon aria-hidden />
        <span className="sr-only sm:not-sr-only">{text}</span>
        <span className="sr-only"> : {label}</span>
      </Button>
    </Form>
  );
}

function EntryActions({ section, item, label, first, last }: { section: SectionView; item: Item; label: string; first: boolean; last: boolean }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const what = section.kind === "faq" ? "cette question" : "cet avis";
  const deleteLabel = (
    <>
      <Trash2 aria-hidden />
      <span className="sr-only sm:not-sr-only">Supprimer</span>
      <span className="sr-only"> : {label}</span>
    </>
  );
  const deleteClass = "ml-auto px-2.5 text-red-700 hover:bg-red-50 sm:px-3";
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <MoveButton section={section} item={item} direction="up" disabled={first} label={label} />
      <MoveButton section={section} item={item} direction="down" disabled={last} label={label} />
      <Link
        to={`${FAQ_ADMIN_PATH}?modifier=${item.id}#${entryAnchor(item.id)}`}
        preventScrollReset
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2.5 sm:px-3")}
      >
        <Pencil aria-hidden />
        <span className="sr-only sm:not-sr-only">Modifier</span>
        <span className="sr-only"> : {label}</span>
      </Link>
      {hydrated ? (
        <ConfirmDialog
          title={`Supprimer ${what} ?`}
          description={<>« {label} » disparaîtra du site. Cette action est définitive.</>}
          confirmLabel="Supprimer"
          destructive
          onConfirm={() => submit({ intent: "delete", kind: section.kind, id: item.id }, { method: "post", action: FAQ_ADMIN_PATH, preventScrollReset: true })}
          trigger={
            <Button variant="ghost" size="sm" className={deleteClass}>
              {deleteLabel}
            </Button>
          }
        />
      ) : (
        // without JavaScript: a confirmation step on the page itself
        <Link to={`${FAQ_ADMIN_PATH}?supprimer=${item.id}#${entryAnchor(item.id)}`} className={cn(buttonVariants({ variant: "ghost", size: "sm" }), deleteClass)}>
          {deleteLabel}
        </Link>
      )}
    </div>
  );
}

function DeleteConfirmation({ section, item, label }: { section: SectionView; item: Item; label: string }) {
  const what = section.kind === "faq" ? "cette question" : "cet avis";
  return (
    <div role="alertdialog" aria-labelledby={`${entryAnchor(item.id)}-confirmer`} className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <p id={`${entryAnchor(item.id)}-confirmer`} className="font-semibold text-red-900">
        Supprimer {what} ?
      </p>
      <p className="mt-1 text-sm text-red-800">« {label} » disparaîtra du site. Cette action est définitive.</p>
      <Form method="post" action={FAQ_ADMIN_PATH} className="mt-3 flex flex-wrap gap-2">
        <Hidden section={section} item={item} intent="delete" />
        <Button type="submit" variant="danger" size="sm">
          <Trash2 aria-hidden />
          Supprimer définitivement
        </Button>
        <Link to={`${FAQ_ADMIN_PATH}#${entryAnchor(item.id)}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Annuler
        </Link>
      </Form>
    </div>
  );
}

/** Checks the fields in the browser with the server's rules before posting; the server checks again. */
function useFieldCheck(kind: SectionView["kind"], serverErrors: Errors | undefined) {
  const [browserErrors, setBrowserErrors] = useState<Errors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
    const result = kind === "faq" ? validateFaqEntry(values) : validateTestimonial(values);
    if (result.ok) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(result.errors as Errors);
    const firstInvalid = Object.keys(result.errors)[0];
    if (firstInvalid) (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
  };
  return { errors: browserErrors ?? serverErrors ?? {}, onSubmit };
}

function EntryForm({ section, item, actionData }: { section: SectionView; item: Item; actionData: FaqActionData | undefined }) {
  const { errors, onSubmit } = useFieldCheck(section.kind, actionData?.errors);
  const saving = useSubmitting("edit");
  const values = actionData?.values ?? ("question" in item ? { question: item.question, answer: item.answer } : { ...item, rating: String(item.rating) });
  const idPrefix = `modifier-${item.id}`;
  return (
    <Form method="post" action={`${FAQ_ADMIN_PATH}?modifier=${item.id}`} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={`Modifier : ${"question" in item ? item.question : item.name}`}>
      <Hidden section={section} item={item} intent="edit" />
      <Fields kind={section.kind} idPrefix={idPrefix} values={values} errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Enregistrement..." : "Enregistrer"}
        </Button>
        <Link to={`${FAQ_ADMIN_PATH}#${entryAnchor(item.id)}`} preventScrollReset className={buttonVariants({ variant: "outline", size: "sm" })}>
          <X aria-hidden />
          Annuler
        </Link>
      </div>
    </Form>
  );
}

function AddForm({ section, noun, actionData }: { section: SectionView; noun: string; actionData: FaqActionData | undefined }) {
  const { errors, onSubmit } = useFieldCheck(section.kind, actionData?.errors);
  const navigation = useNavigation();
  const adding = useSubmitting("add") && navigation.formData?.get("scope") === section.scope && navigation.formData.get("kind") === section.kind;
  const idPrefix = `ajout-${section.anchor}`;
  const title = section.kind === "faq" ? "Ajouter une question" : "Ajouter un avis";
  return (
    <details open={actionData ? true : undefined} className="group border-t border-slate-100">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-5 py-3.5 text-sm font-semibold text-copper-700 hover:bg-copper-50/60 sm:px-6 [&::-webkit-details-marker]:hidden">
        <Plus className="size-4 transition-transform group-open:rotate-45" aria-hidden />
        {title}
      </summary>
      <Form method="post" action={FAQ_ADMIN_PATH} noValidate onSubmit={onSubmit} className="grid gap-4 px-5 pb-5 sm:px-6" aria-label={`${title} : ${section.title}`}>
        <Hidden section={section} intent="add" />
        <p className="text-sm text-slate-600">{noun === "avis" ? "L'avis s'ajoute à la fin de la liste." : "La question s'ajoute à la fin de la liste."}</p>
        <Fields kind={section.kind} idPrefix={idPrefix} values={actionData?.values ?? {}} errors={errors} />
        <div>
          <Button type="submit" size="sm" disabled={adding}>
            <Plus aria-hidden />
            {adding ? "Ajout..." : section.kind === "faq" ? "Ajouter la question" : "Ajouter l'avis"}
          </Button>
        </div>
      </Form>
    </details>
  );
}

function Fields({ kind, idPrefix, values, errors }: { kind: SectionView["kind"]; idPrefix: string; values: Record<string, string>; errors: Errors }) {
  if (kind === "faq") {
    return (
      <>
        <Field id={`${idPrefix}-question`} label="Question" error={errors.question}>
          {(props) => <Input {...props} name="question" required maxLength={FAQ_LIMITS.question} defaultValue={values.question} />}
        </Field>
        <Field id={`${idPrefix}-answer`} label="Réponse" error={errors.answer}>
          {(props) => <Textarea {...props} name="answer" required maxLength={FAQ_LIMITS.answer} rows={5} defaultValue={values.answer} />}
        </Field>
      </>
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
        <Field id={`${idPrefix}-name`} label="Nom du client" error={errors.name}>
          {(props) => <Input {...props} name="name" required maxLength={TESTIMONIAL_LIMITS.name} autoComplete="off" defaultValue={values.name} />}
        </Field>
        <Field id={`${idPrefix}-project`} label="Projet" error={errors.project}>
          {(props) => <Input {...props} name="project" required maxLength={TESTIMONIAL_LIMITS.project} defaultValue={values.project} />}
        </Field>
        <Field id={`${idPrefix}-rating`} label="Note" error={errors.rating}>
          {(props) => (
            <Select {...props} name="rating" defaultValue={values.rating ?? "5"}>
              {RATINGS.map((r) => (
                <option key={r} value={r}>
                  {r} sur 5
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field id={`${idPrefix}-comment`} label="Avis" error={errors.comment}>
        {(props) => <Textarea {...props} name="comment" required maxLength={TESTIMONIAL_LIMITS.comment} rows={3} defaultValue={values.comment} />}
      </Field>
    </>
  );
}

/** A label, the control (given its id and error wiring) and the French error under it. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${id}-erreur`;
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
