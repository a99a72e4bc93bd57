import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import appCss from "./app.css?url";
import { useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { publicConfig } from "./config/env.server";
import { services } from "./content/services";
import { lookupSession } from "./features/auth/guards.server";
import { loadPublicSite } from "./features/business-settings/settings.server";
import { LazyToaster } from "./components/lazy-toaster";
import { ConsentGate } from "./features/consent/consent-gate";
import { GoogleTag } from "./features/consent/google-tag";
import { siteImageOverrides } from "./features/site-images/overrides.server";
import { useNonce } from "./lib/nonce";
import { isPrivatePath } from "./lib/cache-policy";
import { RELEASE_SCRIPTS } from "./lib/scripts-after-paint";
import { notify } from "./lib/notify";
import { takeToast } from "./lib/toast.server";
import type { Toast } from "./lib/toast";
import type { RootData } from "./lib/use-site";

// `precedence` makes the stylesheet a React resource, written at the top of <head> before the
// scripts' modulepreloads: the browser then asks for the CSS (render-blocking) first.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [session, { toast, setCookie }, siteImages, site] = await Promise.all([
    lookupSession(request),
    takeToast(request),
    siteImageOverrides(request),
    loadPublicSite(),
  ]);
  const body: RootData & { toast: Toast | null; measured: boolean } = {
    config: publicConfig(undefined, site),
    // The admin and the private-link pages (a devis, a visit booking, an unsubscribe) set no measurement or
    // advertising cookie: no Google tag, no banner (docs/product.md#admin-shell, docs/product.md#devis-link).
    // Decided here, not in the browser, so that public pages do not carry the rule.
    measured: !isPrivatePath(new URL(request.url).pathname),
    user: session.admin?.user ?? null,
    toast,
    serviceLinks: services.map((s) => ({ slug: s.slug, title: s.title })),
    siteImages,
  };
  // Session cookie refreshed (sliding expiry) or cleared (expired, revoked), and the one-time toast cookie.
  const headers = new Headers();
  for (const cookie of session.setCookies) headers.append("Set-Cookie", cookie);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return data(body, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const analytics = rootData?.measured ? rootData.config.analytics : null;
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1724" />
        <Meta />
        <Links />
        {analytics ? <GoogleTag ids={analytics} nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        {analytics ? <ConsentGate ids={analytics} /> : null}
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* browsers hide a nonce from the DOM once applied: it is never equal at hydration */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RELEASE_SCRIPTS }} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const toast = loaderData.toast;
  useEffect(() => {
    // lets tests and monitoring know the page is interactive
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (!toast) return;
    notify(toast.type, toast.message, { id: toast.id });
  }, [toast]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Une erreur est survenue";
  let details = "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans un instant.";
  let stack: string | undefined;
  let signIn = false;
  if (isRouteErrorResponse(error) && error.status === 404) {
    title = "Oops! Page not found";
    details = "La page que vous cherchez n'existe pas ou a été déplacée.";
  } else if (isRouteErrorResponse(error) && error.status === 401) {
    // An admin action sent after the session ended (expired or revoked elsewhere).
    title = "Session expirée";
    details = "Votre session a pris fin. Reconnectez-vous pour continuer : rien n'a été modifié.";
    signIn = true;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
    stack = error.stack;
  }
  return (
    <main className="container-page flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{details}</p>
      {signIn ? (
        <a
          // this page again: signed out, it leads to sign-in and back here (docs/product.md#sign-in-return)
          href=""
          className="mt-8 font-semibold text-copper-700 underline underline-offset-4"
        >
          Se reconnecter
        </a>
      ) : (
        <a href="/" className="mt-8 font-semibold text-copper-700 underline underline-offset-4">
          Retour à l'accueil
        </a>
      )}
      {stack ? <pre className="mt-8 max-w-full overflow-auto text-left text-xs">{stack}</pre> : null}
    </main>
  );
}
