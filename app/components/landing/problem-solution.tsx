import { clsx } from "clsx";
import { Icon } from "~/components/content-icon";

interface ListBlock {
  title: string;
  items: readonly string[];
}

/** 'Vos problèmes, nos solutions': the two lists side by side. */
export function ProblemSolution({ problems, solutions }: { problems: ListBlock; solutions: ListBlock }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:gap-8">
      <Column block={problems} kind="problem" />
      <Column block={solutions} kind="solution" />
    </div>
  );
}

function Column({ block, kind }: { block: ListBlock; kind: "problem" | "solution" }) {
  const solution = kind === "solution";
  return (
    <div
      className={clsx(
        "rounded-3xl p-7 sm:p-9",
        solution ? "bg-ink text-slate-200 shadow-2xl" : "border border-slate-200 bg-white shadow-[var(--shadow-card)]",
      )}
    >
      <h3 className={clsx("text-xl font-semibold", solution && "text-white")}>{block.title}</h3>
      <ul className="mt-6 space-y-4">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3.5">
            <span
              className={clsx(
                "mt-0.5 grid size-6 shrink-0 place-items-center rounded-full",
                solution ? "bg-copper-600 text-white" : "bg-red-50 text-red-700 ring-1 ring-red-100",
              )}
            >
              {solution ? (
                <Icon name="Check" className="size-3.5" strokeWidth={3} />
              ) : (
                <Icon name="X" className="size-3.5" strokeWidth={3} />
              )}
            </span>
            <span className="leading-relaxed">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
