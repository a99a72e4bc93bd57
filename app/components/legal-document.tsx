import { Link } from "react-router";
import type { LegalSection } from "~/content";
import type { LegalPagesLabels } from "~/content";
import { cn } from "~/lib/utils";

const LEGAL_LINKS = [
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/cgu", label: "Conditions générales d'utilisation" },
  { to: "/cgv", label: "Conditions générales de vente" },
] as const;

export const sectionId = (index: number) => `section-${index + 1}`;

/** Legal text layout: a sticky table of contents beside numbered sections. */
export function LegalLayout({
  toc,
  current,
  labels: legalPagesLabels,
  children,
}: {
  labels: LegalPagesLabels;
  toc: readonly string[];
  current: (typeof LEGAL_LINKS)[number]["to"];
  children: React.ReactNode;
}) {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <nav
            aria-label={legalPagesLabels.tocTitle}
            className="rounded-[var(--radius-card)] bg-slate-50 p-5 ring-1 ring-slate-200"
          >
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-600">
              {legalPagesLabels.tocTitle}
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {toc.map((title, index) => (
                <li key={title}>
                  <a
                    href={`#${sectionId(index)}`}
                    className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-copper-700"
                  >
                    {title}
                  </a>
                </li>
              ))}
            </ol>
            <p className="mt-6 text-xs font-semibold uppercase tracking-[0.14em] text-slate-600">
              {legalPagesLabels.relatedTitle}
            </p>
            <ul className="mt-3 space-y-1 text-sm">
              {LEGAL_LINKS.filter((l) => l.to !== current).map((l) => (
                <li key={l.to}>
                  <Link
                    to={l.to}
                    className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-copper-700"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="max-w-3xl space-y-12">{children}</div>
      </div>
    </div>
  );
}

export function LegalSectionBlock({
  index,
  title,
  children,
  className,
}: {
  index: number;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      id={sectionId(index)}
      aria-labelledby={`${sectionId(index)}-title`}
      className={cn("scroll-mt-4", className)}
    >
      <h2 id={`${sectionId(index)}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <LegalSectionBlock key={section.title} index={index} title={section.title}>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </LegalSectionBlock>
      ))}
    </>
  );
}
