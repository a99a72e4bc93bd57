import { Trash2, UserPlus, Wand2 } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { data, Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { AdminPageHeader } from "~/features/admin/page-header";
import { AdminInputError, createAdmin, listAdmins, removeAdmin } from "~/features/auth/admins.server";
import { PASSWORD_MIN_LENGTH } from "~/features/auth/credentials";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { ADMINS_PATH } from "~/features/auth/paths";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { removePushDevicesOf } from "~/features/push/subscriptions.server";
import { privateMeta } from "~/features/seo/meta";
import { formatFrenchDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { dispatchIntent } from "~/lib/form-intent";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admins";

export const meta: Route.MetaFunction = () => privateMeta("Administrateurs - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const admins = await listAdmins();
  return { currentId: user.id, admins: admins.map((a) => ({ ...a, since: formatFrenchDate(a.createdAt) })) };
}

type Field = "name" | "email" | "password";
interface ActionData {
  intent: string;
  errors: Partial<Record<Field, string>>;
  message?: string;
  values?: { name: string; email: string };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      create: async (intent) => {
        const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
        let created;
        try {
          created = await createAdmin({ ...values, password: String(form.get("password") ?? ""), mustChangePassword: true });
        } catch (error) {
          if (error instanceof AdminInputError) {
            const errors = error.field ? { [error.field]: error.message } : {};
            return data<ActionData>(
              { intent, errors, message: error.field ? undefined : error.message, values },
              { status: 400 },
            );
          }
          throw error;
        }
        logger.info({ by: user.email, email: created.email }, "administrator added from the administrators page");
        return redirectWithToast(ADMINS_PATH, "success", AUTH_MESSAGES.adminCreated(created.email));
      },
      remove: async (intent) => {
        let email;
        try {
          email = await removeAdmin(user.id, String(form.get("userId") ?? ""), removePushDevicesOf);
        } catch (error) {
          if (error instanceof AdminInputError)
            return data<ActionData>({ intent, errors: {}, message: error.message }, { status: 400 });
          throw error;
        }
        return redirectWithToast(ADMINS_PATH, "success", AUTH_MESSAGES.adminRemoved(email));
      },
    },
    (intent) => data<ActionData>({ intent, errors: {}, message: AUTH_MESSAGES.unknownAction }, { status: 400 }),
  );
}

/** A readable random temporary password (shown once to the person creating the account). */
function randomPassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8, 12).join("")}-${(bytes[12]! % 90) + 10}`;
}

function confirmRemoval(event: FormEvent<HTMLFormElement>, email: string) {
  if (!window.confirm(`Supprimer l'administrateur ${email}\u00a0? Il sera déconnecté de tous ses appareils.`))
    event.preventDefault();
}

export default function AdminsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, currentId } = loaderData;
  const creating = useSubmitting("create");
  const removing = useSubmitting("remove");
  const passwordRef = useRef<HTMLInputElement>(null);
  // 'Générer un mot de passe' is the scripts' work: disabled until they run
  const hydrated = useHydrated();
  useErrorToast(actionData?.message, actionData);
  const createData = actionData?.intent === "create" ? actionData : undefined;
  const errors = createData?.errors ?? {};
  const onlyOne = admins.length <= 1;
  return (
    <>
      <AdminPageHeader title="Administrateurs" description="Les personnes qui peuvent se connecter à l'administration du site." />
      <div className="grid gap-6">
        <Card>
          <CardBody className="p-0">
            {actionData?.intent === "remove" && actionData.message ? (
              <FormAlert className="m-4">{actionData.message}</FormAlert>
            ) : null}
            <ul className="divide-y divide-slate-200" aria-label="Liste des administrateurs">
              {admins.map((a) => {
                const self = a.id === currentId;
                return (
                  <li
                    key={a.id}
                    className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
                    data-testid="admin-row"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                        {a.name}
                        {self ? <Badge variant="accent">Vous</Badge> : null}
                        {a.twoFactorEnabled ? <Badge variant="success">Double authentification</Badge> : null}
                        {a.mustChangePassword ? <Badge variant="outline">Mot de passe temporaire</Badge> : null}
                      </p>
                      <p className="truncate text-sm text-slate-600">{a.email}</p>
                      <p className="text-xs text-slate-500">Depuis le {a.since}</p>
                    </div>
                    {!self ? (
                      <Form method="post" onSubmit={(e) => confirmRemoval(e, a.email)} className="shrink-0">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="userId" value={a.id} />
                        <Button
                          type="submit"
                          size="sm"
                          variant="outline"
                          disabled={removing || onlyOne || !hydrated}
                          aria-label={`Supprimer ${a.email}`}
                        >
                          <Trash2 aria-hidden />
                          Supprimer
                        </Button>
                      </Form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </CardBody>
        </Card>

        <Card>
          <section aria-labelledby="new-admin-title">
            <CardBody className="md:p-8">
              <div className="flex items-center gap-2.5">
                <UserPlus className="size-5 text-copper-600" aria-hidden />
                <h2 id="new-admin-title" className="text-lg font-semibold">
                  Ajouter un administrateur
                </h2>
              </div>
              <p className="mt-2 max-w-2xl text-sm text-slate-600">
                Communiquez-lui le mot de passe temporaire par un autre moyen que l'e-mail (téléphone, de vive voix)&nbsp;: il
                devra le changer à sa première connexion.
              </p>
              <Form method="post" className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2">
                <input type="hidden" name="intent" value="create" />
                {createData?.message ? <FormAlert className="sm:col-span-2">{createData.message}</FormAlert> : null}
                <TextField
                  label="Nom complet"
                  name="name"
                  autoComplete="off"
                  required
                  maxLength={100}
                  defaultValue={createData?.values?.name}
                  error={errors.name}
                />
                <TextField
                  label="E-mail"
                  name="email"
                  type="email"
                  autoComplete="off"
                  required
                  defaultValue={createData?.values?.email}
                  error={errors.email}
                  id="new-admin-email"
                />
                <div className="sm:col-span-2">
                  <TextField
                    label="Mot de passe temporaire"
                    name="password"
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    required
                    minLength={PASSWORD_MIN_LENGTH}
                    ref={passwordRef}
                    error={errors.password}
                    id="new-admin-password"
                    className="[&_input]:font-mono"
                    hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères, avec des lettres et au moins un chiffre ou un symbole.`}
                  />
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="mt-1 h-auto px-0"
                    disabled={!hydrated}
                    onClick={() => {
                      if (passwordRef.current) passwordRef.current.value = randomPassword();
                    }}
                  >
                    <Wand2 aria-hidden />
                    Générer un mot de passe
                  </Button>
                </div>
                <div className="sm:col-span-2">
                  <Button type="submit" disabled={creating}>
                    <UserPlus aria-hidden />
                    {creating ? "Création..." : "Créer l'administrateur"}
                  </Button>
                </div>
              </Form>
            </CardBody>
          </section>
        </Card>
      </div>
    </>
  );
}
