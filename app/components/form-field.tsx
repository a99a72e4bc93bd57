import type { ReactNode } from "react";
import { FieldError, Label } from "~/components/ui/input";

/** The accessibility attributes a control gets from its field. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  autoFocus?: true;
}

/** A label, its control and the error under it (red border via aria-invalid, message linked by aria-describedby). */
export function FormField({
  idPrefix,
  name,
  label,
  error,
  autoFocusField,
  className,
  children,
}: {
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  /** the field to focus when the page opens (the first in error after a submission without JavaScript) */
  autoFocusField?: string | null;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
        ...(autoFocusField === name ? { autoFocus: true } : {}),
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
