import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from "lucide-react";
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, Input, Label, Select } from "~/components/ui/input";
import { AdminPage } from "~/features/articles/admin-page";
import { FormAlert } from "~/features/auth/ui";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { QUOTES_PATH, QUOTE_CATALOGUE_PATH } from "~/features/quotes/admin-paths";
import { parseCatalogueItem, readCatalogueDraft, type CatalogueDraft } from "~/features/quotes/catalogue-form";
import { QUOTE_UNITS, UNIT_LABELS, VAT_RATES, vatRateLabel } from "~/features/quotes/content";
import {
  addCatalogueItem,
  CATALOGUE_MAX_ITEMS,
  deleteCatalogueItem,
  listCatalogue,
  moveCatalogueItem,
  updateCatalogueItem,
  type CatalogueItem,
} from "~/features/quotes/catalogue.server";
import { privateMeta } from "~/features/seo/meta";
import { euroAmountForInput } from "~/lib/euro-amount";
import { formIntent } from "~/lib/form-intent";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/quote-catalogue";

export const meta: Route.MetaFunction = () => privateMeta("Catalogue de prestations - Administration");

const MESSAGES = {
  added: "Prestation ajoutée au catalogue.",
  saved: "Prestation enregistrée.",
  deleted: "Prestation retirée du catalogue.",
  moved: "Ordre du catalogue enregistré.",
  notFound: "Prestation introuvable.",
  full: `Le catalogue compte ${CATALOGUE_MAX_ITEMS} prestations au plus.`,
  invalid: "La prestation n'a pas été enregistrée\u00a0: corrigez les champs signalés.",
  unknownAction: "Action inconnue.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { items: await listCatalogue() };
}

interface CatalogueAnswer {
  /** the row refused: 'new' or a prestation's id */
  row: string;
  message?: string;
  errors?: Partial<Record<keyof CatalogueDraft, string>>;
  values?: CatalogueDraft;
}

/** Add, edit, delete and reorder the owner's prestations (docs/product.md#devis-catalogue); each a plain form post. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  const form = await request.formData();
  const intent = formIntent(form);
  const id = String(form.get("id") ?? "");
  const refuse = (answer: CatalogueAnswer, status = 400) => data(answer, { status });
  const done = (message: string) => redirectWithToast(QUOTE_CATALOGUE_PATH, "success", message);

  if (intent === "add" || intent === "save") {
    const values = readCatalogueDraft(form);
    const parsed = parseCatalogueItem(values);
    const row = intent === "add" ? "new" : id;
    if (!parsed.ok) return refuse({ row, errors: parsed.errors, values, message: MESSAGES.invalid });
    if (intent === "add")
      return (await addCatalogueItem(parsed.item)) ? done(MESSAGES.added) : refuse({ row, message: MESSAGES.full, values });
    return (await updateCatalogueItem(id, parsed.item)) ? done(MESSAGES.saved) : refuse({ row, message: MESSAGES.notFound }, 404);
  }
  if (intent === "delete")
    return (await deleteCatalogueItem(id)) ? done(MESSAGES.deleted) : refuse({ row: id, message: MESSAGES.notFound }, 404);
  if (intent === "up" || intent === "down") {
    return (await moveCatalogueItem(id, intent)) ? done(MESSAGES.moved) : refuse({ row: id, message: MESSAGES.notFound }, 404);
  }
  return refuse({ row: "", message: MESSAGES.unknownAction });
}

export default function QuoteCatalogueRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  const answer = actionData ?? null;
  const answerFor = (row: string) => (answer?.row === row ? answer : null);
  return (
    <AdminPage
      title="Catalogue de prestations"
      description={
        "Vos prestations courantes, ajoutées à un devis en un geste depuis l'éditeur («\u00a0Ajouter depuis le catalogue\u00a0»)."
      }
      back={{ to: QUOTES_PATH, label: "Devis" }}
    >
      {answer?.message && answer.row === "" ? <FormAlert className="mb-4">{answer.message}</FormAlert> : null}
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Nouvelle prestation</h2>
        <ItemForm rowKey="new" answer={answerFor("new")} />
      </Card>

      <h2 className="mt-8 mb-3 text-lg font-semibold text-ink">
        {items.length === 0 ? "Aucune prestation pour le moment." : `${items.length} prestation${items.length > 1 ? "s" : ""}`}
      </h2>
      <ol className="grid gap-3" aria-label="Prestations du catalogue">
        {items.map((item, index) => (
          <li key={item.id}>
            <Card className="p-4 sm:p-5">
              <ItemForm
                rowKey={item.id}
                item={item}
                answer={answerFor(item.id)}
                first={index === 0}
                last={index === items.length - 1}
              />
            </Card>
          </li>
        ))}
      </ol>
    </AdminPage>
  );
}

function ItemForm({
  rowKey,
  item,
  answer,
  first,
  last,
}: {
  rowKey: string;
  item?: CatalogueItem;
  answer: CatalogueAnswer | null;
  first?: boolean;
  last?: boolean;
}) {
  const values: CatalogueDraft = answer?.values ?? {
    name: item?.name ?? "",
    unit: item?.unit ?? "u",
    unitPrice: item ? euroAmountForInput(item.unitPriceCents) : "",
    vatRate: String(item?.vatRate ?? 2000),
  };
  const errors = answer?.errors ?? {};
  const id = (field: string) => `catalogue-${rowKey}-${field}`;
  const invalid = (field: keyof CatalogueDraft) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id(field)}-error` } : {};
  return (
    <Form method="post" noValidate key={answer ? JSON.stringify(answer) : rowKey} className="mt-3 first:mt-0">
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {answer?.message && !answer.errors ? <FormAlert className="mb-3">{answer.message}</FormAlert> : null}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_8rem_8rem_6.5rem]">
        <div className="col-span-2 md:col-span-1">
          <Label htmlFor={id("name")}>Prestation</Label>
          <Input id={id("name")} name="name" defaultValue={values.name} maxLength={600} {...invalid("name")} />
          <FieldError id={`${id("name")}-error`} message={errors.name} />
        </div>
        <div>
          <Label htmlFor={id("unit")}>Unité</Label>
          <Select id={id("unit")} name="unit" defaultValue={values.unit} {...invalid("unit")}>
            {QUOTE_UNITS.map((u) => (
              <option key={u} value={u}>
                {UNIT_LABELS[u]}
              </option>
            ))}
          </Select>
          <FieldError id={`${id("unit")}-error`} message={errors.unit} />
        </div>
        <div>
          <Label htmlFor={id("unitPrice")}>Prix HT (€)</Label>
          <Input
            id={id("unitPrice")}
            name="unitPrice"
            inputMode="decimal"
            defaultValue={values.unitPrice}
            {...invalid("unitPrice")}
          />
          <FieldError id={`${id("unitPrice")}-error`} message={errors.unitPrice} />
        </div>
        <div>
          <Label htmlFor={id("vatRate")}>TVA</Label>
          <Select id={id("vatRate")} name="vatRate" defaultValue={values.vatRate} {...invalid("vatRate")}>
            {VAT_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {vatRateLabel(r)}
              </option>
            ))}
          </Select>
          <FieldError id={`${id("vatRate")}-error`} message={errors.vatRate} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {item ? (
          <>
            <Button type="submit" name="intent" value="save" size="sm" variant="dark">
              <Save aria-hidden />
              Enregistrer
            </Button>
            <Button
              type="submit"
              name="intent"
              value="up"
              size="sm"
              variant="outline"
              disabled={first}
              aria-label={`Monter ${item.name}`}
            >
              <ArrowUp aria-hidden />
              Monter
            </Button>
            <Button
              type="submit"
              name="intent"
              value="down"
              size="sm"
              variant="outline"
              disabled={last}
              aria-label={`Descendre ${item.name}`}
            >
              <ArrowDown aria-hidden />
              Descendre
            </Button>
            <Button
              type="submit"
              name="intent"
              value="delete"
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Supprimer ${item.name}`}
            >
              <Trash2 aria-hidden />
              Supprimer
            </Button>
          </>
        ) : (
          <Button type="submit" name="intent" value="add" size="sm">
            <Plus aria-hidden />
            Ajouter au catalogue
          </Button>
        )}
      </div>
    </Form>
  );
}
