import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import type { ToasterProps } from "sonner";
import { onToasterRequested, toasterRequested } from "~/lib/notify";

const EAGER_PREFIXES = ["/dashboard-management-panel", "/auth-portal-secure"];

/** Mounts sonner's Toaster when a toast is first needed, or at once on admin pages. */
export function LazyToaster() {
  const { pathname } = useLocation();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [wanted, setWanted] = useState(false);
  const eager = EAGER_PREFIXES.some((p) => pathname.startsWith(p));

  useEffect(() => {
    if (toasterRequested()) setWanted(true);
    return onToasterRequested(() => setWanted(true));
  }, []);

  useEffect(() => {
    if (Toaster || !(wanted || eager)) return;
    void import("sonner").then((m) => setToaster(() => m.Toaster));
  }, [Toaster, wanted, eager]);

  return Toaster ? <Toaster position="top-center" richColors closeButton /> : null;
}
