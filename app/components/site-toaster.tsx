import { Toaster } from "sonner";

/** sonner's Toaster as the site shows it; loaded with sonner when a toast is first needed (lazy-toaster.tsx). */
export function SiteToaster() {
  return <Toaster position="top-center" richColors closeButton toastOptions={{ closeButtonAriaLabel: "Fermer" }} />;
}
