/** One section of the 'Réglages' form: its icon, title and what it changes on the site, beside its fields. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

export function SectionCard({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={`${id}-title`} className="grid gap-6 p-5 sm:p-7 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <div>
          <div className="flex items-center gap-2.5">
            <span className="grid size-8 place-items-center rounded-lg bg-copper-50 text-copper-700" aria-hidden>
              <Icon className="size-4" />
            </span>
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
        </div>
        <div className="min-w-0">{children}</div>
      </section>
    </Card>
  );
}
