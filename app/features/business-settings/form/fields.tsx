/**
 * The 'Réglages' form's own fields: a text area with its hint, and the inputs
 * and buttons of its rows (opening ranges, closures). The row buttons are
 * submit buttons the server answers with the form again, so that they work
 * without JavaScript.
 */
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export function TextareaField({
  label,
  name,
  defaultValue,
  error,
  hint,
  rows = 4,
  className,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  rows?: number;
  className?: string;
}) {
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        className="min-h-0"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A small input with a label only screen readers hear (the row and column say the rest), its error under it. */
export function RowInput({
  name,
  label,
  type,
  defaultValue,
  error,
  className,
  inputClassName,
  placeholder,
}: {
  name: string;
  label: string;
  type: "time" | "date" | "text";
  defaultValue: string;
  error?: string;
  className?: string;
  inputClassName?: string;
  placeholder?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn("h-10 py-1.5 tabular-nums", inputClassName)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function RowButton({ value, label, children }: { value: string; label: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      name="intent"
      value={value}
      variant="ghost"
      size="icon"
      className="size-10 shrink-0 text-slate-500 hover:text-red-700"
      aria-label={label}
      title={label}
    >
      {children}
    </Button>
  );
}

export function AddButton({
  value,
  children,
  disabled,
  quiet = false,
}: {
  value: string;
  children: ReactNode;
  disabled?: boolean;
  quiet?: boolean;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={value}
      variant={quiet ? "ghost" : "outline"}
      size="sm"
      disabled={disabled}
      formNoValidate
      className={quiet ? "h-8 px-2 text-copper-700 hover:bg-copper-50" : undefined}
    >
      <Plus aria-hidden />
      {children}
    </Button>
  );
}
