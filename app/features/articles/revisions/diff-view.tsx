import type { FieldDifference } from "./compare";
import { splitLines } from "./diff";

/**
 * A field-by-field difference (docs/product.md#article-revisions). Removed and
 * added text are <del>/<ins>, with a sign (− / +) and words read by screen
 * readers, not only a colour.
 */
export function DiffView({
  differences,
  removedLabel,
  addedLabel,
}: {
  differences: readonly FieldDifference[];
  /** whose text the removed parts are, e.g. 'la version enregistrée' */
  removedLabel: string;
  /** whose text the added parts are, e.g. 'votre version' */
  addedLabel: string;
}) {
  if (!differences.length)
    return <p className="text-sm text-slate-600">Aucune différence : les deux versions sont identiques.</p>;
  return (
    <div className="space-y-5">
      <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <span>
          <span aria-hidden className="mr-1 inline-block w-5 rounded bg-red-100 text-center font-mono font-bold text-red-800">
            −
          </span>
          Seulement dans {removedLabel}
        </span>
        <span>
          <span
            aria-hidden
            className="mr-1 inline-block w-5 rounded bg-emerald-100 text-center font-mono font-bold text-emerald-800"
          >
            +
          </span>
          Seulement dans {addedLabel}
        </span>
      </p>
      {differences.map((difference) => (
        <section key={difference.field} aria-label={`Différences\u00a0: ${difference.label}`}>
          <h3 className="mb-1.5 text-sm font-semibold text-ink">{difference.label}</h3>
          {difference.by === "lines" ? (
            <LineDiff difference={difference} removedLabel={removedLabel} addedLabel={addedLabel} />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-[0.9375rem] leading-relaxed break-words">
              {difference.parts.map((part, i) =>
                part.op === "same" ? (
                  <span key={i}>{part.text}</span>
                ) : part.op === "removed" ? (
                  <del key={i} className="rounded bg-red-100 px-0.5 text-red-900 decoration-red-700">
                    <span className="sr-only">[seulement dans {removedLabel} : </span>
                    {part.text}
                    <span className="sr-only">]</span>
                  </del>
                ) : (
                  <ins key={i} className="rounded bg-emerald-100 px-0.5 text-emerald-900 no-underline">
                    <span className="sr-only">[seulement dans {addedLabel} : </span>
                    {part.text}
                    <span className="sr-only">]</span>
                  </ins>
                ),
              )}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}

/** Lines in a monospace block, the changed ones with their sign; long unchanged stretches folded. */
function LineDiff({
  difference,
  removedLabel,
  addedLabel,
}: {
  difference: FieldDifference;
  removedLabel: string;
  addedLabel: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white font-mono text-[0.8125rem] leading-relaxed">
      {difference.parts.map((part, i) => {
        const lines = splitLines(part.text);
        if (part.op === "same") {
          const shown = lines.length > 6 ? [...lines.slice(0, 2), null, ...lines.slice(-2)] : lines;
          return (
            <div key={i} className="text-slate-600">
              {shown.map((line, j) =>
                line === null ? (
                  <div key={j} className="bg-slate-50 px-3 py-0.5 text-xs text-slate-500 italic">
                    … {lines.length - 4} lignes identiques …
                  </div>
                ) : (
                  <div key={j} className="flex whitespace-pre-wrap">
                    <span aria-hidden className="w-6 shrink-0 text-center select-none">
                      {" "}
                    </span>
                    <span className="min-w-0 pr-3">{line || " "}</span>
                  </div>
                ),
              )}
            </div>
          );
        }
        const removed = part.op === "removed";
        const Tag = removed ? "del" : "ins";
        return (
          <Tag
            key={i}
            className={
              removed ? "block bg-red-50 text-red-900 no-underline" : "block bg-emerald-50 text-emerald-900 no-underline"
            }
          >
            <span className="sr-only">{removed ? `Seulement dans ${removedLabel} :` : `Seulement dans ${addedLabel} :`}</span>
            {(lines.length ? lines : [""]).map((line, j) => (
              <span key={j} className="flex whitespace-pre-wrap">
                <span
                  aria-hidden
                  className={
                    removed
                      ? "w-6 shrink-0 text-center font-bold text-red-800 select-none"
                      : "w-6 shrink-0 text-center font-bold text-emerald-800 select-none"
                  }
                >
                  {removed ? "−" : "+"}
                </span>
                <span className="min-w-0 pr-3">{line || " "}</span>
              </span>
            ))}
          </Tag>
        );
      })}
    </div>
  );
}
