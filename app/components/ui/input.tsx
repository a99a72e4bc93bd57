import type { ComponentProps } from "react";
import { useTextareaValueWhileHydrating } from "~/lib/typed-before-hydration";
import { cn } from "~/lib/utils";

const field =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-400 shadow-sm transition-colors focus:border-copper-500 focus:outline-none focus:ring-2 focus:ring-copper-500/30 disabled:bg-slate-50 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, "border-slate-300", className)} {...props} />;
}
/** A textarea that keeps what was typed into the server's HTML when React hydrates it. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  const typed = useTextareaValueWhileHydrating(props.id);
  const kept = typed === undefined ? null : props.value !== undefined ? { value: typed } : { defaultValue: typed };
  return <textarea className={cn(field, "min-h-32 border-slate-300", className)} {...props} {...kept} />;
}
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(field, "border-slate-300 pr-8", className)} {...props} />;
}
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-medium text-ink", className)} {...props} />;
}
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700" role="alert">
      {message}
    </p>
  );
}
