import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteConfig } from "~/config/site";
import type { LegalSection } from "~/content";
import type { LegalPagesLabels } from "~/content";
import { cn } from "~/lib/utils";
import { Icon } from "~/components/content-icon";

const LEGAL_LINKS = [
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/confidentialite", label: "Politique de confidentialité" },
  { to: "/cgu", label: "Conditions générales d'utilisation" },
  { to: "/cgv", label: "Conditions générales de vente" },
] as const;

export const sectionId = (index: number) => `section-${index + 1}`;

/** A table of contents entry: a title (its section is 'section-N'), or a title with its own anchor. */
export type TocEntry = string | { title: string; id: string };

const tocTitle = (entry: TocEntry) => (typeof entry === "string" ? entry : entry.title);
const tocHref = (entry: TocEntry, index: number) => `#${typeof entry === "string" ? sectionId(index) : entry.id}`;

/** Legal text layout: a sticky table of contents beside numbered sections. */
export function LegalLayout({
  toc,
  current,
  labels: legalPagesLabels,
  children,
}: {
  labels: LegalPagesLabels;
  toc: readonly TocEntry[];
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
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-600">{legalPagesLabels.tocTitle}</p>
            <ol className="mt-3 space-y-1 text-sm">
              {toc.map((entry, index) => (
                <li key={tocTitle(entry)}>
                  <a
                    href={tocHref(entry, index)}
                    className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-copper-700"
                  >
                    {tocTitle(entry)}
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
                  <Link to={l.to} className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-copper-700">
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

/** A numbered section; `id` replaces its 'section-N' anchor (a page linked to from elsewhere keeps it whatever the order). */
export function LegalSectionBlock({
  index,
  id = sectionId(index),
  title,
  children,
  className,
}: {
  index: number;
  id?: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-4", className)}>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/**
 * The sections of a legal text. A paragraph that is one of `slots`' keys (a
 * placeholder of the content, '{mediator}') is replaced by that slot's markup.
 */
export function LegalSections({
  sections,
  slots = {},
}: {
  sections: readonly LegalSection[];
  slots?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <LegalSectionBlock key={section.title} index={index} title={section.title}>
          {section.paragraphs.map((p) => (p in slots ? <div key={p}>{slots[p]}</div> : <p key={p}>{p}</p>))}
        </LegalSectionBlock>
      ))}
    </>
  );
}

/** Facts as label / value rows (the publisher, the host, the mediator…). */
export function LegalFacts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="divide-y divide-slate-200 overflow-hidden rounded-[var(--radius-card)] ring-1 ring-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 bg-white px-5 py-3.5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A value the owner has not given yet: said plainly rather than left blank. */
export function ToBeGiven({ children = "À renseigner" }: { children?: ReactNode }) {
  return <span className="font-normal italic text-slate-500">{children}</span>;
}

/**
 * The consumer mediator (docs/product.md#consumer-mediator): its name,
 * postal address and website, or, while 'Réglages' has none, a notice that
 * says so.
 */
export function MediatorDetails({ mediator }: { mediator: SiteConfig["mediator"] }) {
  if (mediator.name === "") {
    return (
      <p
        className="flex gap-3 rounded-[var(--radius-card)] bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200"
        data-mediator="missing"
      >
        <Icon name="Info" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="font-semibold">Médiateur à renseigner.</strong> L'entreprise complète actuellement cette information.
          En attendant, ses coordonnées vous sont communiquées sur simple demande.
        </span>
      </p>
    );
  }
  return (
    <div data-mediator="given">
      <LegalFacts
        rows={[
          ["Médiateur", mediator.name],
          ["Adresse postale", mediator.address],
          [
            "Site internet",
            <a key="website" href={mediator.website} className="break-all text-copper-700 underline-offset-4 hover:underline">
              {mediator.website}
            </a>,
          ],
        ]}
      />
    </div>
  );
}
