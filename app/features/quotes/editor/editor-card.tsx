import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** One titled card of the devis form, its icon in the brand's copper. */
export function EditorCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-copper-600">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}
