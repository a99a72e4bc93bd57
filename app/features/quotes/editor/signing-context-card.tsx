import { PenLine } from "lucide-react";
import { cn } from "~/lib/utils";
import type { QuoteFormInput } from "../parse-form";
import type { FormBinding } from "./editor-fields";
import { EditorCard } from "./editor-card";
import { SIGNING_CONTEXT_CHOICES } from "./messages";

/** Where the devis is signed: it decides the withdrawal rights the devis states. */
export function SigningContextCard({ input, set, errorOf }: Omit<FormBinding<QuoteFormInput>, "text">) {
  return (
    <EditorCard icon={<PenLine />} title="Lieu de signature">
      <fieldset className="min-w-0">
        <legend className="sr-only">Lieu de signature</legend>
        <div className="grid gap-2">
          {SIGNING_CONTEXT_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                "flex cursor-pointer gap-3 rounded-xl border p-3.5",
                input.signingContext === choice.value
                  ? "border-copper-500 bg-copper-50/60"
                  : "border-slate-200 bg-white hover:border-slate-300",
              )}
            >
              <input
                type="radio"
                name="quote-signing-context"
                value={choice.value}
                checked={input.signingContext === choice.value}
                onChange={() => set("signingContext", choice.value)}
                className="mt-1 size-4 shrink-0 accent-copper-600"
              />
              <span>
                <span className="block text-sm font-semibold text-ink">{choice.label}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{choice.help}</span>
              </span>
            </label>
          ))}
        </div>
        {errorOf("signingContext") ? (
          <p className="mt-1.5 text-sm font-medium text-red-700">{errorOf("signingContext")}</p>
        ) : null}
      </fieldset>
    </EditorCard>
  );
}
