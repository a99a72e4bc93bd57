import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

/** A page section with the site's vertical rhythm; `tone` picks the background. */
export function Section({
  className,
  tone = "white",
  children,
  ...props
}: ComponentProps<"section"> & { tone?: "white" | "muted" | "dark" }) {
  const tones = {
    white: "bg-white",
    muted: "bg-slate-50",
    dark: "bg-ink text-slate-300",
  } as const;
  return (
    <section className={cn("py-16 sm:py-24", tones[tone], className)} {...props}>
      <div className="container-page">{children}</div>
    </section>
  );
}

export function SectionTitle({
  eyebrow,
  title,
  intro,
  align = "center",
  as: Heading = "h2",
  dark = false,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  as?: "h1" | "h2";
  dark?: boolean;
}) {
  return (
    <div className={cn("mb-12 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cn("mb-3 text-sm font-semibold uppercase tracking-[0.14em]", dark ? "text-copper-300" : "text-copper-700")}>
          {eyebrow}
        </p>
      ) : null}
      <Heading className={cn("text-3xl font-bold sm:text-4xl", dark && "text-white")}>{title}</Heading>
      {intro ? <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-slate-300" : "text-slate-600")}>{intro}</p> : null}
    </div>
  );
}
