import { openConsentSettings } from "./consent-events";

/**
 * Where 'Gérer les cookies' leads before the scripts run (or without them):
 * the terms of use's personal data section, which explains the cookies.
 */
export const COOKIE_POLICY_PATH = "/confidentialite#cookies";

function openCookieSettings(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  openConsentSettings();
}

/** 'Gérer les cookies': a link to the cookie policy until the scripts run, then it opens the settings. */
export function CookieSettingsLink({ className }: { className?: string }) {
  return (
    <a href={COOKIE_POLICY_PATH} onClick={openCookieSettings} className={className}>
      Gérer les cookies
    </a>
  );
}
