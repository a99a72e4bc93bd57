import { data } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { privateMeta } from "~/features/seo/meta";
import { libraryPhoto, listLibraryPhotos, listSlotViews } from "~/features/site-images/admin.server";
import { ReplaceSiteImage, SiteImagesGrid, SITE_IMAGES_TITLE } from "~/features/site-images/admin-ui";
import { parseReplaceForm, SITE_IMAGE_MESSAGES, type ReplaceErrors, type ReplaceFields } from "~/features/site-images/form";
import { SITE_IMAGES_PATH } from "~/features/site-images/paths";
import { replaceSiteImage, restoreSiteImage } from "~/features/site-images/repository.server";
import { siteImageSlot } from "~/features/site-images/slots";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/site-images";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta(`${SITE_IMAGES_TITLE} - Administration`);

/** The grid of site images, or the 'Remplacer' step of one (`?remplacer=hero`): docs/product.md#site-images. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const requested = new URL(request.url).searchParams.get("remplacer");
  const slots = await listSlotViews();
  if (requested === null) return { slots, editing: null };
  const slot = slots.find((s) => s.key === requested);
  if (!slot) throw data(SITE_IMAGE_MESSAGES.unknownSlot, { status: 404 });
  return { slots, editing: { key: slot.key, library: await listLibraryPhotos() } };
}

interface ActionErrors {
  values: ReplaceFields;
  errors: ReplaceErrors;
}

/** 'Remplacer' (a library photo and its required alt text) and 'Rétablir' (the illustration back). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const form = await request.formData();
  const intent = formIntent(form);
  if (intent === "restore") {
    const slot = siteImageSlot(String(form.get("slot") ?? ""));
    if (!slot) throw data(SITE_IMAGE_MESSAGES.unknownSlot, { status: 400 });
    await restoreSiteImage(slot.key);
    return redirectWithToast(`${SITE_IMAGES_PATH}#${slot.key}`, "success", SITE_IMAGE_MESSAGES.restored);
  }
  if (intent !== "replace") throw data(SITE_IMAGE_MESSAGES.unknownSlot, { status: 400 });
  const parsed = parseReplaceForm(form);
  if (!parsed.ok) {
    if (!parsed.slot) throw data(SITE_IMAGE_MESSAGES.unknownSlot, { status: 400 });
    return data<ActionErrors>({ values: parsed.values, errors: parsed.errors }, { status: 400 });
  }
  const image = await libraryPhoto(parsed.media, parsed.alt);
  if (!image) {
    return data<ActionErrors>(
      { values: { media: parsed.media, alt: parsed.alt }, errors: { media: SITE_IMAGE_MESSAGES.mediaMissing } },
      { status: 400 },
    );
  }
  try {
    await replaceSiteImage({ slot: parsed.slot.key, image, userId: user.id });
  } catch (error) {
    logger.error({ err: error, slot: parsed.slot.key }, "site image save failed");
    return data<ActionErrors>(
      { values: { media: parsed.media, alt: parsed.alt }, errors: { media: SITE_IMAGE_MESSAGES.saveError } },
      { status: 500 },
    );
  }
  return redirectWithToast(`${SITE_IMAGES_PATH}#${parsed.slot.key}`, "success", SITE_IMAGE_MESSAGES.replaced);
}

export default function SiteImagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { slots, editing } = loaderData;
  const slot = editing ? slots.find((s) => s.key === editing.key) : undefined;
  if (!editing || !slot) return <SiteImagesGrid slots={slots} />;
  const values = actionData?.values ?? { media: slot.mediaName ?? "", alt: slot.replaced ? slot.image.alt : "" };
  // a new key per slot: the form's state starts from that slot's photo
  return (
    <ReplaceSiteImage key={slot.key} slot={slot} library={editing.library} values={values} errors={actionData?.errors ?? {}} />
  );
}
