import { handleFaqAdminPost } from "~/features/faq/admin-action.server";
import { FaqAdminPage, type FaqAdminView, type SectionView } from "~/features/faq/admin-page";
import { ADMIN_SECTIONS } from "~/features/faq/admin-sections";
import { listAllForAdmin } from "~/features/faq/faq.server";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => privateMeta("FAQ et avis - Administration");

/** Every FAQ entry and testimonial, by section (docs/product.md#faq-admin). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { faq, testimonials } = await listAllForAdmin();
  const search = new URL(request.url).searchParams;
  const sections = ADMIN_SECTIONS.map(
    (section): SectionView =>
      section.kind === "faq"
        ? { ...section, items: faq.filter((entry) => entry.scope === section.scope) }
        : { ...section, items: testimonials.filter((entry) => entry.scope === section.scope) },
  );
  return { sections, editing: search.get("modifier"), confirming: search.get("supprimer") } satisfies FaqAdminView;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  return handleFaqAdminPost(await request.formData());
}

export default function FaqAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqAdminPage view={loaderData} actionData={actionData} />;
}
