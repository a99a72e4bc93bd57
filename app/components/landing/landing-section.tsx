import type { ReactNode } from "react";
import { Section, SectionTitle } from "~/components/ui/section";
import type { SectionIntro } from "~/content";
import { frenchSpacing } from "./typography";

/** A landing section: the site's Section with the intro (title and text) from the content. */
export function LandingSection({
  id,
  intro,
  tone = "white",
  align = "center",
  className,
  children,
}: {
  id?: string;
  intro: SectionIntro;
  tone?: "white" | "muted" | "dark";
  align?: "center" | "left";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} className={className}>
      <SectionTitle
        title={frenchSpacing(intro.title)}
        intro={intro.text ? frenchSpacing(intro.text) : undefined}
        align={align}
        dark={tone === "dark"}
      />
      {children}
    </Section>
  );
}
