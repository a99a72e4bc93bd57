import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { ArrowRight, CornerDownRight, Plus, SearchX, Trash2 } from "lucide-react";
import { useRef } from "react";
import { data, Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

import { AdminPageHeader } from "~/features/admin/page-header";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { FormAlert, TextField, useErrorToast, useSubmitting } from "~/features/auth/ui";
import { forgetMissingPage, listMissingPages } from "~/features/redirects/missing-pages.server";
import { REDIRECT_MESSAGES, type RedirectFieldErrors } from "~/features/redirects/paths";
import { addManualRedirect, deleteRedirect, listRedirects } from "~/features/redirects/redirects.server";
import { privateMeta } from "~/features/seo/meta";
import { nowIso } from "~/db/values";
import { formatFrenchDate } from "~/lib/dates";
import { dispatchIntent } from "~/lib/form-intent";
import { useFocusFirstError } from "~/lib/focus-first-error";
import { logger } from "~/lib/logger.server";
import { useHydrated } from "~/lib/use-hydrated";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/redirects";

const REDIRECTS_PATH = `${ADMIN_BASE_PATH}/redirections`;
const FORM_ID = "nouvelle-redirection";

export const meta: Route.MetaFunction = () => privateMeta("Redirections - Administration");

/** docs/product.md#redirects */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [redirects, missing] = await Promise.all([listRedirects(), listMissingPages()]);
  // 'Créer une redirection' on a missing page is a plain link that fills the form's source
  const prefill = new URL(request.url).searchParams.get("depuis") ?? "";
  return {
    redirects: redirects.map((r) => ({ ...r, since: formatFrenchDate(r.createdAt) })),
    missing: missing.map((m) => ({ ...m, seen: formatFrenchDate(m.lastSeenAt) })),
    prefill: prefill.slice(0, 300),
  };
}

interface ActionData {
  intent: string;
  errors: RedirectFieldErrors;
  message?: string;
  values?: { from: string; to: string };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      create: async (intent) => {
        const values = { from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") };
        const result = await addManualRedirect(values.from, values.to, nowIso());
        if (!result.ok) return data<ActionData>({ intent, errors: result.errors, values }, { status: 400 });
        await forgetMissingPage(result.from).catch(() => undefined);
        logger.info({ by: user.email, from: result.from, to: result.to }, "manual redirect added");
        return redirectWithToast(REDIRECTS_PATH, "success", REDIRECT_MESSAGES.created(result.from, result.to));
      },
      delete: async (intent) => {
        const from = String(form.get("from") ?? "");
        if (!(await deleteRedirect(from)))
          return data<ActionData>({ intent, errors: {}, message: REDIRECT_MESSAGES.notFound }, { status: 404 });
        logger.info({ by: user.email, from }, "redirect deleted");
        return redirectWithToast(REDIRECTS_PATH, "success", REDIRECT_MESSAGES.deleted(from));
      },
    },
    (intent) => data<ActionData>({ intent, errors: {}, message: REDIRECT_MESSAGES.unknownAction }, { status: 400 }),
  );
}

type RedirectRow = Route.ComponentProps["loaderData"]["redirects"][number];

function DeleteRedirect({ redirect, disabled }: { redirect: RedirectRow; disabled: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  // without scripts the button posts at once; with them it asks first
  const hydrated = useHydrated();
  return (
    <Form method="post" ref={formRef} className="shrink-0">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="from" value={redirect.from} />
      <ConfirmDialog
        title="Supprimer cette redirection ?"
        description={
          <>
            L'adresse <span className="font-mono break-all">{redirect.from}</span> ne mènera plus vers{" "}
            <span className="font-mono break-all">{redirect.to}</span> : ses visiteurs verront la page introuvable.
          </>
        }
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => formRef.current?.requestSubmit()}
        trigger={
          <Button
            type={hydrated ? "button" : "submit"}
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={disabled}
            aria-label={`Supprimer la redirection depuis ${redirect.from}`}
          >
            <Trash2 aria-hidden />
            Supprimer
          </Button>
        }
      />
    </Form>
  );
}

export default function RedirectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, missing, prefill } = loaderData;
  const creating = useSubmitting("create");
  const deleting = useSubmitting("delete");
  useErrorToast(actionData?.message, actionData);
  const createData = actionData?.intent === "create" ? actionData : undefined;
  const errors = createData?.errors ?? {};
  const createForm = useRef<HTMLFormElement>(null);
  useFocusFirstError(createForm, createData, Object.keys(errors).length > 0);
  return (
    <>
      <AdminPageHeader
        title="Redirections"
        description="Les anciennes adresses du site qui mènent vers une nouvelle page, et les adresses introuvables demandées par les visiteurs."
      />
      <div className="grid gap-6">
        <Card>
          <section aria-labelledby="redirects-title">
            <CardBody className="p-0">
              <div className="border-b border-slate-200 p-5">
                <h2 id="redirects-title" className="text-lg font-semibold">
                  Redirections actives
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  Les automatiques sont créées quand l'adresse d'un article publié ou d'une réalisation change.
                </p>
              </div>
              {actionData?.intent === "delete" && actionData.message ? (
                <FormAlert className="m-4">{actionData.message}</FormAlert>
              ) : null}
              {redirects.length ? (
                <ul className="divide-y divide-slate-200" aria-label="Liste des redirections">
                  {redirects.map((r) => (
                    <li
                      key={r.from}
                      className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
                      data-testid="redirect-row"
                    >
                      <div className="min-w-0">
                        <p className="font-mono text-sm break-all text-ink">{r.from}</p>
                        <p className="mt-1 flex items-start gap-1.5 font-mono text-sm break-all text-slate-600">
                          <CornerDownRight className="mt-0.5 size-4 shrink-0 text-copper-600" aria-hidden />
                          <span className="sr-only">vers </span>
                          {r.to}
                        </p>
                        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                          {r.manual ? <Badge variant="outline">Manuelle</Badge> : <Badge variant="accent">Automatique</Badge>}
                          Depuis le {r.since}
                        </p>
                      </div>
                      <DeleteRedirect redirect={r} disabled={deleting} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="p-5 text-sm text-slate-600">Aucune redirection pour l'instant.</p>
              )}
            </CardBody>
          </section>
        </Card>

        <Card>
          <section aria-labelledby="new-redirect-title" id={FORM_ID} className="scroll-mt-24">
            <CardBody className="p-5">
              <div className="flex items-center gap-2.5">
                <Plus className="size-5 text-copper-600" aria-hidden />
                <h2 id="new-redirect-title" className="text-lg font-semibold">
                  Ajouter une redirection
                </h2>
              </div>
              <p className="mt-2 max-w-2xl text-sm text-slate-600">
                Une adresse de ce site qui n'existe plus, et la page où ses visiteurs doivent arriver. Elle ne s'applique que si
                aucune page ne répond à l'adresse de départ.
              </p>
              <Form
                ref={createForm}
                method="post"
                className="mt-6 grid max-w-3xl gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-start"
                key={prefill}
              >
                <input type="hidden" name="intent" value="create" />
                <TextField
                  label="Adresse de départ"
                  name="from"
                  id="redirect-from"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  maxLength={300}
                  placeholder="/ancienne-page"
                  defaultValue={createData?.values?.from ?? prefill}
                  error={errors.from}
                  className="[&_input]:font-mono"
                />
                <ArrowRight className="mt-10 hidden size-5 text-slate-400 sm:block" aria-hidden />
                <TextField
                  label="Nouvelle adresse"
                  name="to"
                  id="redirect-to"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  maxLength={300}
                  placeholder="/nouvelle-page"
                  defaultValue={createData?.values?.to}
                  error={errors.to}
                  className="[&_input]:font-mono"
                  hint="Commence par « / », par exemple /blog/mon-article."
                />
                <div className="sm:col-span-3">
                  <Button type="submit" disabled={creating}>
                    <Plus aria-hidden />
                    {creating ? "Ajout..." : "Ajouter la redirection"}
                  </Button>
                </div>
              </Form>
            </CardBody>
          </section>
        </Card>

        <Card>
          <section aria-labelledby="missing-title">
            <CardBody className="p-0">
              <div className="border-b border-slate-200 p-5">
                <h2 id="missing-title" className="flex items-center gap-2.5 text-lg font-semibold">
                  <SearchX className="size-5 text-copper-600" aria-hidden />
                  Pages introuvables
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  Les adresses demandées récemment qui n'existent pas, les plus récentes d'abord. Les robots (moteurs de
                  recherche, outils) sont comptés à part.
                </p>
              </div>
              {missing.length ? (
                <ul className="divide-y divide-slate-200" aria-label="Liste des pages introuvables">
                  {missing.map((m) => (
                    <li
                      key={m.path}
                      className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
                      data-testid="missing-row"
                    >
                      <div className="min-w-0">
                        <p className="font-mono text-sm break-all text-ink">{m.path}</p>
                        <p className="mt-1 text-xs text-slate-500">
                          {m.hits} visite{m.hits > 1 ? "s" : ""} · {m.botHits} robot{m.botHits > 1 ? "s" : ""} · dernière le{" "}
                          {m.seen}
                        </p>
                      </div>
                      <Link
                        to={`?depuis=${encodeURIComponent(m.path)}#${FORM_ID}`}
                        preventScrollReset={false}
                        className={buttonVariants({ variant: "outline", size: "sm", className: "shrink-0" })}
                        aria-label={`Créer une redirection depuis ${m.path}`}
                      >
                        <CornerDownRight aria-hidden />
                        Créer une redirection
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="p-5 text-sm text-slate-600">Aucune page introuvable n'a été demandée récemment.</p>
              )}
            </CardBody>
          </section>
        </Card>
      </div>
    </>
  );
}
