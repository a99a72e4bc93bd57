import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/content-icon";
import { Button } from "~/components/ui/button";
import { CONSENT_RELOAD_DELAY_MS } from "~/config/constants";
import {
  ALL_ACCEPTED,
  ESSENTIAL_ONLY,
  choicesOf,
  consentModeUpdate,
  createConsentRecord,
  OPEN_CONSENT_EVENT,
  readStoredConsent,
  storeConsent,
  type ConsentChoices,
} from "./consent";

/**
 * The banner and the settings dialog (docs/product.md#consent), loaded by ConsentGate
 * only when needed: `initial` says whether it came to ask (no choice stored)
 * or because the visitor asked for the settings.
 */
export function CookieBanner({ measurementId, initial }: { measurementId: string | null; initial: "banner" | "settings" }) {
  const [bannerVisible, setBannerVisible] = useState(initial === "banner");
  const [choices, setChoices] = useState<ConsentChoices>(ESSENTIAL_ONLY);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const openDialog = useCallback(() => {
    const stored = readStoredConsent(window.localStorage, new Date());
    if (stored) setChoices(choicesOf(stored));
    dialogRef.current?.showModal();
  }, []);

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
    const record = createConsentRecord(selected, measurementId, new Date());
    storeConsent(window.localStorage, record);
    window.gtag?.("consent", "update", consentModeUpdate(record));
    setBannerVisible(false);
    dialogRef.current?.close();
    if (selected.analytics) window.setTimeout(() => window.location.reload(), CONSENT_RELOAD_DELAY_MS);
  }

  const toggles: { key: keyof ConsentChoices; label: string; description: string }[] = [
    {
      key: "analytics",
      label: "Mesure d'audience",
      description: "Nous aide à comprendre quelles pages sont utiles (Google Analytics, données agrégées).",
    },
    {
      key: "ads",
      label: "Publicité",
      description: "Mesure l'efficacité de nos annonces et permet des publicités adaptées (Google Ads).",
    },
    {
      key: "personalization",
      label: "Personnalisation",
      description: "Mémorise vos préférences pour adapter le contenu affiché.",
    },
  ];

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
                Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, des cookies de
                mesure d'audience et de publicité. Vous pouvez changer d'avis à tout moment.{" "}
                <a href="/mentions-legales" className="font-medium text-copper-700 underline underline-offset-2">
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
              <Button size="sm" onClick={() => save(ALL_ACCEPTED)} className="col-span-2 sm:col-span-1">
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
              Paramètres des cookies (Consent Mode V2)
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
              aria-label="Fermer"
            >
              <Icon name="X" className="size-5" />
            </button>
          </div>
          <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200">
            <ConsentToggle
              id="consent-essential"
              label="Cookies essentiels"
              description="Indispensables au fonctionnement et à la sécurité du site. Toujours actifs."
              checked
              locked
            />
            {toggles.map((t) => (
              <ConsentToggle
                key={t.key}
                id={`consent-${t.key}`}
                label={t.label}
                description={t.description}
                checked={choices[t.key]}
                onChange={(value) => setChoices((c) => ({ ...c, [t.key]: value }))}
              />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => save(ESSENTIAL_ONLY)}>
              Essentiel uniquement
            </Button>
            <Button onClick={() => save(choices)}>Sauvegarder les préférences</Button>
          </div>
        </div>
      </dialog>
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
