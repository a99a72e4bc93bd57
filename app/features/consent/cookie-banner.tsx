import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/content-icon";
import { Button } from "~/components/ui/button";
import { CONSENT_RELOAD_DELAY_MS } from "~/config/constants";
import type { AnalyticsIds } from "~/lib/analytics";
import {
  allAccepted,
  choicesOf,
  consentModeUpdate,
  consentPurposes,
  createConsentRecord,
  ESSENTIAL_ONLY,
  storeConsent,
  type ConsentChoices,
  type ConsentPurpose,
} from "./consent";
import { CONSENT_SAVED_EVENT, OPEN_CONSENT_EVENT } from "./consent-events";
import { COOKIE_POLICY_PATH } from "./cookie-settings-link";
import { expireRefusedGoogleCookies } from "./google-cookies";
import { readStoredConsent } from "./stored-consent";

const PURPOSES: Record<ConsentPurpose, { label: string; description: string; inBanner: string }> = {
  analytics: {
    label: "Mesure d'audience",
    description: "Nous aide à comprendre quelles pages sont utiles (Google Analytics, données agrégées).",
    inBanner: "de mesure d'audience",
  },
  ads: {
    label: "Publicité",
    description:
      "Mesure l'efficacité de nos annonces (Google Ads) et retient, le temps de votre visite et dans cet onglet seulement, la page d'arrivée et la campagne qui vous ont amené, pour les joindre à votre demande de devis.",
    inBanner: "de publicité",
  },
};

/**
 * The banner and the settings dialog (docs/product.md#consent), loaded by ConsentGate
 * only when needed: `initial` says whether it came to ask (no choice stored)
 * or because the visitor asked for the settings. It asks only about the purposes the
 * configured ids use; with none, the dialog says that nothing needs consent.
 */
export function CookieBanner({ ids, initial }: { ids: AnalyticsIds; initial: "banner" | "settings" }) {
  const purposes = consentPurposes(ids);
  const [bannerVisible, setBannerVisible] = useState(initial === "banner" && purposes.length > 0);
  const [choices, setChoices] = useState<ConsentChoices>(ESSENTIAL_ONLY);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const openDialog = useCallback(() => {
    const stored = readStoredConsent(window.localStorage, new Date(), ids);
    if (stored) setChoices(choicesOf(stored));
    dialogRef.current?.showModal();
  }, [ids]);

  useEffect(() => {
    if (initial === "settings") openDialog();
    // only for the reason it was loaded; later requests arrive as events
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_CONSENT_EVENT, openDialog);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, openDialog);
  }, [openDialog]);

  function save(selected: ConsentChoices) {
    const record = createConsentRecord(selected, ids, new Date());
    storeConsent(window.localStorage, record);
    window.gtag?.("consent", "update", consentModeUpdate(record));
    // refused or withdrawn: what was kept under that consent goes (the visit's record listens)
    expireRefusedGoogleCookies(choicesOf(record));
    window.dispatchEvent(new Event(CONSENT_SAVED_EVENT));
    setBannerVisible(false);
    dialogRef.current?.close();
    if (record.analytics_storage) window.setTimeout(() => window.location.reload(), CONSENT_RELOAD_DELAY_MS);
  }

  const close = () => dialogRef.current?.close();

  return (
    <>
      {bannerVisible ? (
        <div
          role="region"
          aria-label="Consentement aux cookies"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_-12px_rgb(15_23_36/0.25)] backdrop-blur"
        >
          <div className="container-page flex flex-col gap-3 py-3 sm:gap-4 sm:py-4 md:flex-row md:items-center md:justify-between">
            <div className="flex items-start gap-3">
              <Icon name="Cookie" className="mt-0.5 size-5 text-copper-600" />
              <p className="text-[13px] leading-relaxed text-slate-700 sm:text-sm">
                Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, des cookies{" "}
                {purposes.map((purpose) => PURPOSES[purpose].inBanner).join(" et ")}. Vous pouvez changer d'avis à tout moment.{" "}
                <a href={COOKIE_POLICY_PATH} className="font-medium text-copper-700 underline underline-offset-2">
                  En savoir plus
                </a>
              </p>
            </div>
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
              <Button variant="ghost" size="sm" onClick={openDialog} className="border border-transparent">
                Personnaliser
              </Button>
              <Button variant="outline" size="sm" onClick={() => save(ESSENTIAL_ONLY)}>
                Essentiel uniquement
              </Button>
              <Button size="sm" onClick={() => save(allAccepted(ids))} className="col-span-2 sm:col-span-1">
                Tout accepter
              </Button>
            </div>
          </div>
        </div>
      ) : null}

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // Escape always closes, whatever the browser's close-watcher rules decide about repeated dialogs
        onKeyDown={(e) => {
          if (e.key !== "Escape") return;
          e.preventDefault();
          dialogRef.current?.close();
        }}
        className="m-auto w-[min(34rem,calc(100%-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold">
              {purposes.length > 0 ? "Paramètres des cookies (Consent Mode V2)" : "Paramètres des cookies"}
            </h2>
            <button
              type="button"
              onClick={close}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
              aria-label="Fermer"
            >
              <Icon name="X" className="size-5" />
            </button>
          </div>
          {purposes.length > 0 ? (
            <>
              <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200">
                <ConsentToggle
                  id="consent-essential"
                  label="Cookies essentiels"
                  description="Indispensables au fonctionnement et à la sécurité du site. Toujours actifs."
                  checked
                  locked
                />
                {purposes.map((purpose) => (
                  <ConsentToggle
                    key={purpose}
                    id={`consent-${purpose}`}
                    label={PURPOSES[purpose].label}
                    description={PURPOSES[purpose].description}
                    checked={choices[purpose]}
                    onChange={(value) => setChoices((c) => ({ ...c, [purpose]: value }))}
                  />
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => save(ESSENTIAL_ONLY)}>
                  Essentiel uniquement
                </Button>
                <Button onClick={() => save(choices)}>Sauvegarder les préférences</Button>
              </div>
            </>
          ) : (
            <NothingToAsk onClose={close} />
          )}
        </div>
      </dialog>
    </>
  );
}

const NBSP = "\u00a0";

/** What the settings say when the site uses nothing that needs consent (no Google id configured). */
function NothingToAsk({ onClose }: { onClose: () => void }) {
  return (
    <>
      <div className="mt-4 space-y-3 text-sm leading-relaxed text-slate-700">
        <p>
          {`Ce site n'enregistre rien sur votre appareil qui demande votre accord${NBSP}: ni cookie de mesure d'audience, ni cookie publicitaire, ni autre traceur. Il n'y a donc rien à accepter ni à refuser.`}
        </p>
        <p>
          Ses statistiques de fréquentation sont établies par le serveur, sans cookie. Seuls peuvent être déposés les cookies
          strictement nécessaires au fonctionnement du site, par exemple pour afficher le résultat d'un formulaire envoyé sans
          JavaScript.{" "}
          <a href={COOKIE_POLICY_PATH} className="font-medium text-copper-700 underline underline-offset-2">
            En savoir plus
          </a>
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>Fermer</Button>
      </div>
    </>
  );
}

function ConsentToggle({
  id,
  label,
  description,
  checked,
  locked = false,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  locked?: boolean;
  onChange?: (value: boolean) => void;
}) {
  return (
    <li className="flex items-start justify-between gap-4 p-4">
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-desc`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-desc`}
        checked={checked}
        disabled={locked}
        onChange={(e) => onChange?.(e.currentTarget.checked)}
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-copper-600 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-70"
      />
    </li>
  );
}
