import type { ReactNode } from "react";
import { FieldError, Label } from "~/components/ui/input";
import type { SectionView } from "./types";

export type Errors = Record<string, string>;
export type Item = SectionView["items"][number];

/** The hidden fields that say what a form of the page acts on: an entry (its id) or a section (its scope). */
export function EntryHiddenFields({ section, item, intent }: { section: SectionView; item?: Item; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={section.kind} />
      {item ? <input type="hidden" name="id" value={item.id} /> : <input type="hidden" name="scope" value={section.scope} />}
    </>
  );
}

/** A label, an optional hint, the control (given its id and description wiring) and the French error under it. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
