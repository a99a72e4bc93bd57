import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { onToasterRequested, toasterRequested } from "~/lib/notify";
import { ADMIN_BASE_PATH, SIGN_IN_BASE_PATH } from "~/config/admin-paths";

const EAGER_PREFIXES = [ADMIN_BASE_PATH, SIGN_IN_BASE_PATH];

/** Mounts sonner's Toaster when a toast is first needed, or at once on admin pages. */
export function LazyToaster() {
  const { pathname } = useLocation();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [wanted, setWanted] = useState(false);
  const eager = EAGER_PREFIXES.some((p) => pathname.startsWith(p));

  useEffect(() => {
    if (toasterRequested()) setWanted(true);
    return onToasterRequested(() => setWanted(true));
  }, []);

  useEffect(() => {
    if (Toaster || !(wanted || eager)) return;
    void import("./site-toaster").then((m) => setToaster(() => m.SiteToaster));
  }, [Toaster, wanted, eager]);

  return Toaster ? <Toaster /> : null;
}
