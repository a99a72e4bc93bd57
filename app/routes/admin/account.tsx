import { KeyRound, LogOut, Monitor, ShieldCheck, ShieldOff, Smartphone } from "lucide-react";
import { data, Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { AdminPageHeader } from "~/features/admin/page-header";
import {
  changeOwnPassword,
  confirmTwoFactor,
  disableTwoFactor,
  enrolmentView,
  isSignOutScope,
  listOwnSessions,
  revokeOwnSession,
  signOutScope,
  startTwoFactor,
  type TwoFactorEnrolment,
} from "~/features/auth/account.server";
import { PASSWORD_MIN_LENGTH } from "~/features/auth/credentials";
import { getAdminSession, requireAdmin, requireAdminSessionApi } from "~/features/auth/guards.server";
import { ACCOUNT_PATH, SIGN_IN_PATH } from "~/features/auth/paths";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { privateMeta } from "~/features/seo/meta";
import { formatFrenchAbbreviatedDateTime } from "~/lib/dates";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => privateMeta("Mon compte - Administration");

/** Long button labels wrap on a phone instead of overflowing the card. */
const WRAPPING = "h-auto min-h-11 whitespace-normal py-2.5 text-center";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const admin = await getAdminSession(request);
  if (!admin) throw new Response(null, { status: 401 });
  const sessions = await listOwnSessions(admin);
  return {
    user: { email: user.email, name: user.name, twoFactorEnabled: user.twoFactorEnabled, mustChangePassword: user.mustChangePassword },
    sessions: sessions.map((s) => ({ ...s, lastActive: formatFrenchAbbreviatedDateTime(s.lastActiveAt), since: formatFrenchAbbreviatedDateTime(s.createdAt) })),
  };
}

type Errors = Partial<Record<"current" | "next" | "confirm" | "password" | "code", string>>;
interface ActionData {
  intent: string;
  errors: Errors;
  message?: string;
  enrolment?: TwoFactorEnrolment;
}

function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminSessionApi(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const field = (name: string) => String(form.get(name) ?? "");
  const fail = (body: Omit<ActionData, "intent">, status = 400) => data<ActionData>({ intent, ...body }, { status });

  switch (intent) {
    case "change-password": {
      const outcome = await changeOwnPassword(request, admin, {
        current: field("current"),
        next: field("next"),
        confirm: field("confirm"),
        revokeOthers: form.get("revokeOthers") === "on",
      });
      if (!outcome.ok) return fail({ errors: outcome.errors, message: outcome.message }, outcome.message ? 500 : 400);
      throw await redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.passwordChanged, { headers: withCookies(outcome.cookies) });
    }
    case "enable-2fa": {
      const outcome = await startTwoFactor(request, admin, field("password"));
      if (!outcome.ok) return fail({ errors: outcome.errors, message: outcome.message });
      return data<ActionData>({ intent, errors: {}, enrolment: outcome.enrolment });
    }
    case "verify-2fa": {
      const outcome = await confirmTwoFactor(request, admin, field("code"));
      if (!outcome.ok) {
        // Show the same QR code and backup codes again (they were on screen: echoed back by the form).
        const enrolment = await enrolmentView(field("totpURI"), form.getAll("backupCodes").map(String));
        return fail({ errors: outcome.errors, message: outcome.message, enrolment: enrolment ?? undefined });
      }
      throw await redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.twoFactorEnabled, { headers: withCookies(outcome.cookies) });
    }
    case "disable-2fa": {
      const outcome = await disableTwoFactor(request, admin, field("password"), field("code"));
      if (!outcome.ok) return fail({ errors: outcome.errors, message: outcome.message });
      throw await redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.twoFactorDisabled, { headers: withCookies(outcome.cookies) });
    }
    case "revoke-session": {
      const sessionId = field("sessionId");
      const revoked = await revokeOwnSession(admin, sessionId);
      if (!revoked) return fail({ errors: {}, message: AUTH_MESSAGES.sessionNotFound }, 404);
      if (sessionId === admin.session.id) throw await redirectWithToast(SIGN_IN_PATH, "success", AUTH_MESSAGES.signedOut);
      throw await redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.sessionRevoked);
    }
    case "sign-out": {
      const scope = form.get("scope");
      if (!isSignOutScope(scope)) return fail({ errors: {}, message: AUTH_MESSAGES.invalidSignOutScope });
      const headers = withCookies(await signOutScope(request, admin, scope));
      if (scope === "others") throw await redirectWithToast(ACCOUNT_PATH, "success", AUTH_MESSAGES.otherSessionsRevoked, { headers });
      const message = scope === "global" ? AUTH_MESSAGES.allSessionsRevoked : AUTH_MESSAGES.signedOut;
      throw await redirectWithToast("/", "success", message, { headers });
    }
    default:
      return fail({ errors: {}, message: AUTH_MESSAGES.unknownAction });
  }
}

function SectionCard({
  icon: Icon,
  title,
  description,
  aside,
  children,
  labelledBy,
}: {
  icon: typeof KeyRound;
  title: string;
  description: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
  labelledBy: string;
}) {
  return (
    <Card>
      <section aria-labelledby={labelledBy}>
        <CardBody className="grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:gap-10 md:p-8">
          <div>
            <div className="flex items-center gap-2.5">
              <Icon className="size-5 text-copper-600" aria-hidden />
              <h2 id={labelledBy} className="text-lg font-semibold">
                {title}
              </h2>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            {aside ? <div className="mt-3">{aside}</div> : null}
          </div>
          <div className="min-w-0">{children}</div>
        </CardBody>
      </section>
    </Card>
  );
}

/** Lets password managers know which account a password form is for. */
function UsernameHint({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

function PasswordSection({ email, actionData }: { email: string; actionData: ActionData | undefined }) {
  const busy = useSubmitting("change-password");
  const mine = actionData?.intent === "change-password" ? actionData : undefined;
  const errors = mine?.errors ?? {};
  return (
    <SectionCard
      icon={KeyRound}
      title="Mot de passe"
      labelledBy="password-title"
      description={`Au moins ${PASSWORD_MIN_LENGTH} caractères, avec des lettres et au moins un chiffre ou un symbole.`}
    >
      <Form method="post" className="grid max-w-md grid-cols-1 gap-4">
        <input type="hidden" name="intent" value="change-password" />
        <UsernameHint email={email} />
        {mine?.message ? <FormAlert>{mine.message}</FormAlert> : null}
        <TextField label="Mot de passe actuel" name="current" type="password" autoComplete="current-password" required error={errors.current} />
        <TextField
          label="Nouveau mot de passe"
          name="next"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          error={errors.next}
        />
        <TextField label="Confirmer le nouveau mot de passe" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" name="revokeOthers" defaultChecked className="mt-0.5 size-4 rounded border-slate-300 accent-copper-600" />
          Déconnecter mes autres appareils
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Enregistrement..." : "Changer le mot de passe"}
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}

function groupSecret(secret: string): string {
  return secret.replace(/=+$/, "").replace(/(.{4})/g, "$1 ").trim();
}

function EnrolmentSteps({ enrolment, errors, message }: { enrolment: TwoFactorEnrolment; errors: Errors; message?: string }) {
  const busy = useSubmitting("verify-2fa");
  return (
    <div className="grid gap-6">
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
              <p className="mt-2 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-ink" data-testid="totp-secret">
                {groupSecret(enrolment.secret)}
              </p>
            </div>
          </div>
        </li>
        <li>
          <p className="font-semibold text-ink">2. Conservez vos codes de secours</p>
          <p className="mt-1 text-sm text-slate-600">
            Chaque code permet une seule connexion sans votre téléphone. Notez-les ou imprimez-les et rangez-les en lieu sûr : ils ne seront plus affichés.
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 font-mono text-sm text-ink sm:grid-cols-3" aria-label="Codes de secours">
            {enrolment.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li>
          <p className="font-semibold text-ink">3. Saisissez le code affiché par l'application</p>
          <Form method="post" className="mt-3 grid max-w-sm grid-cols-1 gap-4">
            <input type="hidden" name="intent" value="verify-2fa" />
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
              <Button type="submit" disabled={busy} className={WRAPPING}>
                <ShieldCheck aria-hidden />
                {busy ? "Vérification..." : "Activer la double authentification"}
              </Button>
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}

function TwoFactorSection({ email, enabled, actionData }: { email: string; enabled: boolean; actionData: ActionData | undefined }) {
  const enabling = useSubmitting("enable-2fa");
  const disabling = useSubmitting("disable-2fa");
  const mine = actionData && ["enable-2fa", "verify-2fa", "disable-2fa"].includes(actionData.intent) ? actionData : undefined;
  const errors = mine?.errors ?? {};
  const status = enabled ? (
    <Badge variant="success">Activée</Badge>
  ) : (
    <Badge variant="default">Désactivée</Badge>
  );
  let body: React.ReactNode;
  if (enabled) {
    body = (
      <Form method="post" className="grid max-w-md grid-cols-1 gap-4">
        <input type="hidden" name="intent" value="disable-2fa" />
        <UsernameHint email={email} />
        <p className="text-sm text-slate-600">
          Un code de votre application est demandé à chaque connexion. Pour désactiver cette protection, confirmez avec votre mot de passe et un code.
        </p>
        {mine?.message ? <FormAlert>{mine.message}</FormAlert> : null}
        <TextField label="Mot de passe actuel" name="password" type="password" autoComplete="current-password" required error={errors.password} id="disable-password" />
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
          <Button type="submit" variant="outline" disabled={disabling} className={WRAPPING}>
            <ShieldOff aria-hidden />
            {disabling ? "Désactivation..." : "Désactiver la double authentification"}
          </Button>
        </div>
      </Form>
    );
  } else if (mine?.enrolment) {
    body = <EnrolmentSteps enrolment={mine.enrolment} errors={errors} message={mine.intent === "verify-2fa" ? mine.message : undefined} />;
  } else {
    body = (
      <Form method="post" className="grid max-w-md grid-cols-1 gap-4">
        <input type="hidden" name="intent" value="enable-2fa" />
        <UsernameHint email={email} />
        <p className="text-sm text-slate-600">
          En plus du mot de passe, un code à 6 chiffres de votre téléphone sera demandé à chaque connexion.
        </p>
        {mine?.message ? <FormAlert>{mine.message}</FormAlert> : null}
        <TextField label="Mot de passe actuel" name="password" type="password" autoComplete="current-password" required error={errors.password} id="enable-password" />
        <div>
          <Button type="submit" disabled={enabling} className={WRAPPING}>
            <ShieldCheck aria-hidden />
            {enabling ? "Préparation..." : "Configurer la double authentification"}
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <SectionCard
      icon={ShieldCheck}
      title="Double authentification"
      labelledBy="two-factor-title"
      description="Une application d'authentification sur votre téléphone (TOTP) protège le compte même si le mot de passe fuit."
      aside={status}
    >
      {body}
    </SectionCard>
  );
}

type SessionRow = Route.ComponentProps["loaderData"]["sessions"][number];

function SessionsSection({ sessions, actionData }: { sessions: SessionRow[]; actionData: ActionData | undefined }) {
  const busy = useSubmitting("sign-out");
  const revoking = useSubmitting("revoke-session");
  const mine = actionData && ["revoke-session", "sign-out"].includes(actionData.intent) ? actionData : undefined;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <SectionCard
      icon={Monitor}
      title="Appareils connectés"
      labelledBy="sessions-title"
      description="Les navigateurs où votre compte est ouvert. Une session inactive pendant 7 jours se ferme d'elle-même."
    >
      {mine?.message ? <FormAlert className="mb-4">{mine.message}</FormAlert> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Sessions ouvertes">
        {sessions.map((s) => {
          const Icon = s.mobile ? Smartphone : Monitor;
          return (
            <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="session-row">
              <div className="flex min-w-0 items-start gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {s.device}
                    {s.current ? <Badge variant="accent">Cet appareil</Badge> : null}
                  </p>
                  <p className="mt-0.5 text-slate-500">
                    {s.ipAddress ? `${s.ipAddress} · ` : ""}Dernière activité : {s.lastActive}
                  </p>
                </div>
              </div>
              {!s.current ? (
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <Button type="submit" size="sm" variant="outline" disabled={revoking} aria-label={`Révoquer la session ${s.device}`}>
                    Révoquer
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <input type="hidden" name="scope" value="local" />
          <Button type="submit" variant="dark" size="sm" disabled={busy}>
            <LogOut aria-hidden />
            Déconnecter cet appareil
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <input type="hidden" name="scope" value="others" />
          <Button type="submit" variant="outline" size="sm" disabled={busy || others === 0}>
            Déconnecter les autres appareils
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <input type="hidden" name="scope" value="global" />
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Déconnecter tous les appareils
          </Button>
        </Form>
      </div>
    </SectionCard>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions } = loaderData;
  useErrorToast(actionData?.message, actionData);
  return (
    <>
      <AdminPageHeader title="Mon compte" description={<>{user.name} · {user.email}</>} />
      {user.mustChangePassword ? (
        <FormAlert tone="info" className="mb-6 border-copper-200 bg-copper-50 text-copper-900">
          <strong className="font-semibold">{AUTH_MESSAGES.mustChangePassword}</strong> Votre mot de passe actuel est temporaire : les autres pages de
          l'administration s'ouvriront dès qu'il sera changé.
        </FormAlert>
      ) : null}
      <div className="grid gap-6">
        <PasswordSection email={user.email} actionData={actionData} />
        <TwoFactorSection email={user.email} enabled={user.twoFactorEnabled} actionData={actionData} />
        <SessionsSection sessions={sessions} actionData={actionData} />
      </div>
    </>
  );
}
