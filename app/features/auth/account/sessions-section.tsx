import { LogOut, Monitor, Smartphone } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { SessionRow, SignOutScope } from "../account.server";
import { ACCOUNT_SESSIONS_PATH } from "../paths";
import { FormAlert, useSubmitting } from "../ui";
import { AccountSection } from "./section";

/** The devices page's forms: end one listed session, or sign out by scope (this device, the others, all). */
export const SESSION_INTENTS = { revoke: "revoke-session", signOut: "sign-out" } as const;

/** What the devices action answers when it refuses (a session already gone, an unknown scope). */
export interface SessionsFormResult {
  message?: string;
}

function SignOutButton({
  scope,
  label,
  variant,
  disabled,
}: {
  scope: SignOutScope;
  label: string;
  variant: "dark" | "outline";
  disabled: boolean;
}) {
  return (
    <Form method="post" action={ACCOUNT_SESSIONS_PATH}>
      <input type="hidden" name="intent" value={SESSION_INTENTS.signOut} />
      <input type="hidden" name="scope" value={scope} />
      <Button type="submit" variant={variant} size="sm" disabled={disabled}>
        {scope === "local" ? <LogOut aria-hidden /> : null}
        {label}
      </Button>
    </Form>
  );
}

/** The browsers where the account is open, each revocable, and the sign-out buttons. Posts to its own page. */
export function SessionsSection({ sessions, result }: { sessions: SessionRow[]; result?: SessionsFormResult }) {
  const signingOut = useSubmitting(SESSION_INTENTS.signOut, ACCOUNT_SESSIONS_PATH);
  const revoking = useSubmitting(SESSION_INTENTS.revoke, ACCOUNT_SESSIONS_PATH);
  const others = sessions.filter((s) => !s.current).length;
  return (
    <AccountSection
      icon={Monitor}
      title="Appareils connectés"
      labelledBy="sessions-title"
      description="Les navigateurs où votre compte est ouvert. Une session inactive pendant 7 jours se ferme d'elle-même."
    >
      {result?.message ? <FormAlert className="mb-4">{result.message}</FormAlert> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Sessions ouvertes">
        {sessions.map((s) => {
          const Icon = s.mobile ? Smartphone : Monitor;
          return (
            <li
              key={s.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="session-row"
            >
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
                <Form method="post" action={ACCOUNT_SESSIONS_PATH} className="shrink-0">
                  <input type="hidden" name="intent" value={SESSION_INTENTS.revoke} />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="outline"
                    disabled={revoking}
                    aria-label={`Révoquer la session ${s.device}`}
                  >
                    Révoquer
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap gap-2">
        <SignOutButton scope="local" label="Déconnecter cet appareil" variant="dark" disabled={signingOut} />
        <SignOutButton
          scope="others"
          label="Déconnecter les autres appareils"
          variant="outline"
          disabled={signingOut || others === 0}
        />
        <SignOutButton scope="global" label="Déconnecter tous les appareils" variant="outline" disabled={signingOut} />
      </div>
    </AccountSection>
  );
}
