/**
 * The devis editor's controls (docs/product.md#devis-editor): a labelled
 * control with its French message under it. They carry no `name`: the form
 * posts the whole devis as one JSON field, so only its state counts.
 */
import type { ComponentProps, ReactNode } from "react";
import { FieldError, Input, Label, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/** What a card of the form is given: the devis as typed, a setter, and each field's path, message and blur. */
export interface FormBinding<Input> {
  input: Input;
  set: <K extends keyof Input>(key: K, value: Input[K]) => void;
  text: (path: string) => { path: string; error: string | undefined; onBlur: () => void };
  errorOf: (path: string) => string | undefined;
}

/** A field path ('sections.0.lines.2.unitPrice') as an element id. */
export function fieldId(path: string): string {
  return `quote-${path.replace(/\./g, "-")}`;
}

interface FieldFrame {
  path: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** the label read by screen readers only (a line's fields in a tight row keep theirs visible) */
  srLabel?: boolean;
}

function describedBy(path: string, error?: string, hint?: ReactNode): string | undefined {
  const id = fieldId(path);
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function Frame({ path, label, error, hint, className, srLabel, children }: FieldFrame & { children: ReactNode }) {
  const id = fieldId(path);
  return (
    <div className={cn("min-w-0", className)}>
      <Label htmlFor={id} className={srLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Change = { value: string; onChange: (value: string) => void; onBlur?: () => void };

export function TextInput({
  path,
  label,
  error,
  hint,
  className,
  srLabel,
  value,
  onChange,
  onBlur,
  ...props
}: FieldFrame & Change & Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur" | "id" | "name">) {
  return (
    <Frame path={path} label={label} error={error} hint={hint} className={className} srLabel={srLabel}>
      <Input
        id={fieldId(path)}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, error, hint)}
        {...props}
      />
    </Frame>
  );
}

export function TextArea({
  path,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  onBlur,
  rows = 3,
  ...props
}: FieldFrame & Change & Omit<ComponentProps<"textarea">, "value" | "onChange" | "onBlur" | "id" | "name">) {
  return (
    <Frame path={path} label={label} error={error} hint={hint} className={className}>
      <Textarea
        id={fieldId(path)}
        value={value}
        rows={rows}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, error, hint)}
        className="min-h-0"
        {...props}
      />
    </Frame>
  );
}

export function Choice({
  path,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  options,
}: FieldFrame & Change & { options: readonly { value: string; label: string }[] }) {
  return (
    <Frame path={path} label={label} error={error} hint={hint} className={className}>
      <Select
        id={fieldId(path)}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, error, hint)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Frame>
  );
}
