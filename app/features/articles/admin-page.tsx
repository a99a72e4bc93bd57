import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of the article admin pages: back link, title, optional actions. */
export function AdminPage({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-[70vh] bg-slate-50/70">
      <div className="container-page py-10 sm:py-12">
        <Link to={back.to} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
        <div className="mt-3 mb-8 flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold">{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </div>
  );
}
