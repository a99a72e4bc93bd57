import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { EntryForm } from "./admin-entry-forms";
import { FaqSummary } from "./admin-faq-fields";
import { EntryHiddenFields, type Item } from "./admin-form-parts";
import { entryAnchor, FAQ_ADMIN_PATH } from "./admin-sections";
import { TestimonialSummary } from "./admin-testimonial-fields";
import type { FaqActionData, SectionView } from "./types";

/**
 * One entry of a section, numbered: its summary with Monter / Descendre /
 * Modifier / Supprimer, or its form while it is edited, or the deletion's
 * confirmation without JavaScript.
 */
export function EntryRow({
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
        <span
          className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold tabular-nums text-slate-600"
          aria-hidden
        >
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
  return "question" in item ? <FaqSummary entry={item} /> : <TestimonialSummary testimonial={item} />;
}

function MoveButton({
  section,
  item,
  direction,
  disabled,
  label,
}: {
  section: SectionView;
  item: Item;
  direction: "up" | "down";
  disabled: boolean;
  label: string;
}) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  const text = direction === "up" ? "Monter" : "Descendre";
  return (
    <Form method="post" action={FAQ_ADMIN_PATH} preventScrollReset>
      <EntryHiddenFields section={section} item={item} intent="move" />
      <input type="hidden" name="direction" value={direction} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={disabled}
        className="px-2.5 max-sm:h-11 max-sm:min-w-11 sm:px-3"
      >
        <Icon aria-hidden />
        <span className="sr-only sm:not-sr-only">{text}</span>
        <span className="sr-only"> : {label}</span>
      </Button>
    </Form>
  );
}

function EntryActions({
  section,
  item,
  label,
  first,
  last,
}: {
  section: SectionView;
  item: Item;
  label: string;
  first: boolean;
  last: boolean;
}) {
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
  const deleteClass = "ml-auto px-2.5 text-red-700 hover:bg-red-50 max-sm:h-11 max-sm:min-w-11 sm:px-3";
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <MoveButton section={section} item={item} direction="up" disabled={first} label={label} />
      <MoveButton section={section} item={item} direction="down" disabled={last} label={label} />
      <Link
        to={`${FAQ_ADMIN_PATH}?modifier=${item.id}#${entryAnchor(item.id)}`}
        preventScrollReset
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2.5 max-sm:h-11 max-sm:min-w-11 sm:px-3")}
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
          onConfirm={() =>
            submit(
              { intent: "delete", kind: section.kind, id: item.id },
              { method: "post", action: FAQ_ADMIN_PATH, preventScrollReset: true },
            )
          }
          trigger={
            <Button variant="ghost" size="sm" className={deleteClass}>
              {deleteLabel}
            </Button>
          }
        />
      ) : (
        // without JavaScript: a confirmation step on the page itself
        <Link
          to={`${FAQ_ADMIN_PATH}?supprimer=${item.id}#${entryAnchor(item.id)}`}
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), deleteClass)}
        >
          {deleteLabel}
        </Link>
      )}
    </div>
  );
}

function DeleteConfirmation({ section, item, label }: { section: SectionView; item: Item; label: string }) {
  const what = section.kind === "faq" ? "cette question" : "cet avis";
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${entryAnchor(item.id)}-confirmer`}
      className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p id={`${entryAnchor(item.id)}-confirmer`} className="font-semibold text-red-900">
        Supprimer {what} ?
      </p>
      <p className="mt-1 text-sm text-red-800">« {label} » disparaîtra du site. Cette action est définitive.</p>
      <Form method="post" action={FAQ_ADMIN_PATH} className="mt-3 flex flex-wrap gap-2">
        <EntryHiddenFields section={section} item={item} intent="delete" />
        <Button type="submit" variant="danger" size="sm" className="max-sm:h-11">
          <Trash2 aria-hidden />
          Supprimer définitivement
        </Button>
        <Link
          to={`${FAQ_ADMIN_PATH}#${entryAnchor(item.id)}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "max-sm:h-11")}
        >
          Annuler
        </Link>
      </Form>
    </div>
  );
}
