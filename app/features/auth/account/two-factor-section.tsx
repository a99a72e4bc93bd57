import { ShieldCheck, ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { TwoFactorEnrolment } from "../account.server";
import { ACCOUNT_TWO_FACTOR_PATH } from "../paths";
import { FormAlert, TextField, useSubmitting } from "../ui";
import { AccountSection, UsernameHint, WRAPPING_BUTTON } from "./section";

/** The two-factor page's three forms: start the set-up, confirm it with a code, turn it off. */
export const TWO_FACTOR_INTENTS = { enable: "enable-2fa", verify: "verify-2fa", disable: "disable-2fa" } as const;

type Errors = Partial<Record<"password" | "code", string>>;

/** What the two-factor action answers without redirecting: a refusal, or the set-up steps to show. */
export interface TwoFactorFormResult {
  intent: string;
  errors: Errors;
  message?: string;
  enrolment?: TwoFactorEnrolment;
}

function groupSecret(secret: string): string {
  return secret
    .replace(/=+$/, "")
    .replace(/(.{4})/g, "$1 ")
    .trim();
}

function EnrolmentSteps({ enrolment, errors, message }: { enrolment: TwoFactorEnrolment; errors: Errors; message?: string }) {
  const busy = useSubmitting(TWO_FACTOR_INTENTS.verify, ACCOUNT_TWO_FACTOR_PATH);
  return (
    <ol className="grid gap-6">
      <li>
        <p className="font-semibold text-ink">1. Scannez ce QR code avec votre application d'authentification</p>
        <p className="mt-1 text-sm text-slate-600">Google Authenticator, Microsoft Authenticator, 1Password, Aegis…</p>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
          <div
            className="size-44 shrink-0 rounded-xl border border-slate-200 bg-white p-3 [&_svg]:size-full"
            role="img"
            aria-label="QR code de configuration de la double authentification"
            // Generated on the server by the qrcode package from our own otpauth URI: no user markup.
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <div className="min-w-0 text-sm text-slate-600">
            <p>Impossible de scanner ? Saisissez cette clé dans l'application :</p>
            <p
              className="mt-2 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-ink"
              data-testid="totp-secret"
            >
              {groupSecret(enrolment.secret)}
            </p>
          </div>
        </div>
      </li>
      <li>
        <p className="font-semibold text-ink">2. Conservez vos codes de secours</p>
        <p className="mt-1 text-sm text-slate-600">
          Chaque code permet une seule connexion sans votre téléphone. Notez-les ou imprimez-les et rangez-les en lieu sûr : ils
          ne seront plus affichés.
        </p>
        <ul
          className="mt-3 grid grid-cols-2 gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 font-mono text-sm text-ink sm:grid-cols-3"
          aria-label="Codes de secours"
        >
          {enrolment.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </li>
      <li>
        <p className="font-semibold text-ink">3. Saisissez le code affiché par l'application</p>
        <Form method="post" action={ACCOUNT_TWO_FACTOR_PATH} className="mt-3 grid max-w-sm grid-cols-1 gap-4">
          <input type="hidden" name="intent" value={TWO_FACTOR_INTENTS.verify} />
          {/* the same QR code and backup codes are shown again if the code is refused */}
          <input type="hidden" name="totpURI" value={enrolment.totpURI} />
          {enrolment.backupCodes.map((code) => (
            <input key={code} type="hidden" name="backupCodes" value={code} />
          ))}
          {message ? <FormAlert>{message}</FormAlert> : null}
          <TextField
            label="Code à 6 chiffres"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus
            error={errors.code}
            className="[&_input]:font-mono [&_input]:tracking-[0.2em]"
          />
          <div>
            <Button type="submit" disabled={busy} className={WRAPPING_BUTTON}>
              <ShieldCheck aria-hidden />
              {busy ? "Vérification..." : "Activer la double authentification"}
            </Button>
          </div>
        </Form>
      </li>
    </ol>
  );
}

function DisableForm({ email, errors, message }: { email: string; errors: Errors; message?: string }) {
  const busy = useSubmitting(TWO_FACTOR_INTENTS.disable, ACCOUNT_TWO_FACTOR_PATH);
  return (
    <Form method="post" action={ACCOUNT_TWO_FACTOR_PATH} className="grid max-w-md grid-cols-1 gap-4">
      <input type="hidden" name="intent" value={TWO_FACTOR_INTENTS.disable} />
      <UsernameHint email={email} />
      <p className="text-sm text-slate-600">
        Un code de votre application est demandé à chaque connexion. Pour désactiver cette protection, confirmez avec votre mot de
        passe et un code.
      </p>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField
        label="Mot de passe actuel"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        id="disable-password"
      />
      <TextField
        label="Code de l'application ou code de secours"
        name="code"
        autoComplete="one-time-code"
        required
        maxLength={20}
        error={errors.code}
        id="disable-code"
        className="[&_input]:font-mono"
      />
      <div>
        <Button type="submit" variant="outline" disabled={busy} className={WRAPPING_BUTTON}>
          <ShieldOff aria-hidden />
          {busy ? "Désactivation..." : "Désactiver la double authentification"}
        </Button>
      </div>
    </Form>
  );
}

function EnableForm({ email, errors, message }: { email: string; errors: Errors; message?: string }) {
  const busy = useSubmitting(TWO_FACTOR_INTENTS.enable, ACCOUNT_TWO_FACTOR_PATH);
  return (
    <Form method="post" action={ACCOUNT_TWO_FACTOR_PATH} className="grid max-w-md grid-cols-1 gap-4">
      <input type="hidden" name="intent" value={TWO_FACTOR_INTENTS.enable} />
      <UsernameHint email={email} />
      <p className="text-sm text-slate-600">
        En plus du mot de passe, un code à 6 chiffres de votre téléphone sera demandé à chaque connexion.
      </p>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField
        label="Mot de passe actuel"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        id="enable-password"
      />
      <div>
        <Button type="submit" disabled={busy} className={WRAPPING_BUTTON}>
          <ShieldCheck aria-hidden />
          {busy ? "Préparation..." : "Configurer la double authentification"}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Two-factor authentication (TOTP): off, the password starts the set-up
 * (QR code, backup codes, then a code to confirm); on, the password and a
 * code turn it off. Posts to its own page.
 */
export function TwoFactorSection({ email, enabled, result }: { email: string; enabled: boolean; result?: TwoFactorFormResult }) {
  const errors = result?.errors ?? {};
  let body: ReactNode;
  if (enabled) body = <DisableForm email={email} errors={errors} message={result?.message} />;
  else if (result?.enrolment) {
    const message = result.intent === TWO_FACTOR_INTENTS.verify ? result.message : undefined;
    body = <EnrolmentSteps enrolment={result.enrolment} errors={errors} message={message} />;
  } else body = <EnableForm email={email} errors={errors} message={result?.message} />;
  return (
    <AccountSection
      icon={ShieldCheck}
      title="Double authentification"
      labelledBy="two-factor-title"
      description="Une application d'authentification sur votre téléphone (TOTP) protège le compte même si le mot de passe fuit."
      aside={enabled ? <Badge variant="success">Activée</Badge> : <Badge variant="default">Désactivée</Badge>}
    >
      {body}
    </AccountSection>
  );
}
