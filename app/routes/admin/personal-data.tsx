import { data } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { loadPersonalDataPage, personalDataDependencies, runEraseForm } from "~/features/personal-data/page.server";
import { PERSONAL_DATA_TITLE, PersonalDataPage } from "~/features/personal-data/personal-data-page";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/personal-data";

export const meta: Route.MetaFunction = () => privateMeta(`${PERSONAL_DATA_TITLE} - Administration`);

/** docs/product.md#personal-data: `?q=` the person's e-mail or phone. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return loadPersonalDataPage(new URL(request.url).searchParams.get("q"), personalDataDependencies(user.email));
}

/** 'Effacer', confirmed by the word typed in its field. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const result = await runEraseForm(await request.formData(), personalDataDependencies(user.email));
  return data(result.data, { status: result.status });
}

export default function PersonalDataRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PersonalDataPage data={loaderData} actionData={actionData} />;
}
