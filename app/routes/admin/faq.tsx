import { handleFaqAdminPost } from "~/features/faq/admin-action.server";
import { FaqAdminPage } from "~/features/faq/admin-page";
import { ADMIN_SECTIONS } from "~/features/faq/admin-sections";
import { listAllForAdmin } from "~/features/faq/faq.server";
import { readReviewPolicy } from "~/features/faq/review-policy.server";
import type { FaqAdminView, SectionView } from "~/features/faq/types";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => privateMeta("FAQ et avis - Administration");

/** Every FAQ entry and testimonial, by section (docs/product.md#faq-admin), and the line on how reviews are checked (docs/product.md#reviews). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [{ faq, testimonials }, reviewPolicy] = await Promise.all([listAllForAdmin(), readReviewPolicy()]);
  const search = new URL(request.url).searchParams;
  const sections = ADMIN_SECTIONS.map((section): SectionView =>
    section.kind === "faq"
      ? { ...section, items: faq.filter((entry) => entry.scope === section.scope) }
      : { ...section, items: testimonials.filter((entry) => entry.scope === section.scope) },
  );
  return { sections, reviewPolicy, editing: search.get("modifier"), confirming: search.get("supprimer") } satisfies FaqAdminView;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  return handleFaqAdminPost(await request.formData());
}

export default function FaqAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqAdminPage view={loaderData} actionData={actionData} />;
}
