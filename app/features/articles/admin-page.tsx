import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/features/admin/page-header";

/** An article admin page inside the admin layout: optional back link, the shared title block, the content. */
export function AdminPage({
  title,
  description,
  back,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      {back ? (
        <Link to={back.to} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      ) : null}
      <AdminPageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
