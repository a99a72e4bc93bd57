import { clsx } from "clsx";

/**
 * A price label from the content ('À partir de 45 €/m²', 'Forfait à partir
 * de 150 €', '350 à 650 €', 'Gratuit'): the wording before the first figure
 * is set small, the amount large. The text reads exactly as in the content.
 */
export function splitPrice(label: string): { lead: string; amount: string } {
  const match = /^(\D*?)\s*(\d.*)$/.exec(label);
  if (!match || !match[1]) return { lead: "", amount: label };
  return { lead: match[1], amount: match[2] };
}

export function PriceTag({ label, className, dark = false }: { label: string; className?: string; dark?: boolean }) {
  const { lead, amount } = splitPrice(label);
  return (
    <p className={clsx("leading-tight", className)}>
      {lead ? (
        <>
          <span className={clsx("block text-xs font-medium uppercase tracking-wide", dark ? "text-slate-300" : "text-slate-500")}>
            {lead}
          </span>{" "}
        </>
      ) : null}
      <span
        className={clsx(
          "font-bold tracking-tight tabular-nums",
          amount.length > 16 ? "text-base" : "text-xl",
          dark ? "text-white" : "text-ink",
        )}
      >
        {amount}
      </span>
    </p>
  );
}
