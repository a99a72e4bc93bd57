import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** A closing call to action: a dark panel with a copper glow, a title, a text and buttons. */
export function CtaBand({
  title,
  text,
  children,
  className,
  as: Heading = "h2",
}: {
  title: string;
  text?: ReactNode;
  children: ReactNode;
  className?: string;
  as?: "h2" | "h3";
}) {
  return (
    <section className={cn("py-16 sm:py-20", className)}>
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(201_106_38/0.35),transparent_70%)]"
          />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 opacity-[0.07] [background-image:repeating-linear-gradient(90deg,#fff_0_1px,transparent_1px_64px)]"
          />
          <Heading className="mx-auto max-w-2xl text-3xl font-bold text-white sm:text-4xl">{title}</Heading>
          {text ? <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">{text}</p> : null}
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
        </div>
      </div>
    </section>
  );
}
