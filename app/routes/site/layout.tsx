import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { FOOTER_LINK_CLASS, SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { CookieSettingsLink } from "~/features/consent/cookie-settings-link";
import { scrollToAnchor } from "~/lib/scroll";

/** Header and footer around every page. */
export default function SiteLayout() {
  const location = useLocation();
  const navigate = useNavigate();

  // Where the visit came from, recorded at its first page once live, with consent to advertising only;
  // without it, anything kept is removed (docs/product.md#lead-attribution). Loaded after hydration: no
  // page pays for it in its first scripts (decision 008).
  useEffect(() => {
    void import("~/features/leads/visit-attribution").then((m) => m.rememberVisit()).catch(() => undefined);
  }, []);

  // The header sends { scrollTo } when a home anchor is chosen from another page.
  useEffect(() => {
    const target = (location.state as { scrollTo?: string } | null)?.scrollTo;
    if (!target) return;
    requestAnimationFrame(() => {
      if (scrollToAnchor(target, "auto")) navigate(`/#${target}`, { replace: true, preventScrollReset: true, state: null });
    });
  }, [location.state, navigate]);

  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Aller au contenu
      </a>
      <SiteHeader />
      <main id="contenu">
        <Outlet />
      </main>
      <SiteFooter cookieSettingsLink={<CookieSettingsLink className={FOOTER_LINK_CLASS} />} />
    </>
  );
}
