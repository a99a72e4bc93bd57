import { useEffect, useState } from "react";
import { data, useFetcher, useRevalidator } from "react-router";
import { notify } from "~/lib/notify";
import { getEnv } from "~/config/env.server";
import { AdminPageHeader } from "~/features/admin/page-header";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { ALT_TEXT_MESSAGES } from "~/features/media/alt-text";
import { ALT_TEXT_INTENT } from "~/features/media/alt-text-form";
import { saveAltTextFromForm, type AltTextFormResult } from "~/features/media/alt-text.server";
import { DeleteMediaDialog, MediaGrid } from "~/features/media/media-manager";
import { MediaUploader } from "~/features/media/media-uploader";
import { deleteMedia, listMedia, toMediaItem } from "~/features/media/repository.server";
import { MEDIA_MESSAGES, isSafeMediaName, isVariantName } from "~/features/media/rules";
import { getMediaStorage } from "~/features/media/storage.server";
import type { MediaItem } from "~/features/media/types";
import type { MediaUse } from "~/features/media/usage";
import { describedWhereUsed, findMediaUsage } from "~/features/media-usage/media-usage.server";
import { privateMeta } from "~/features/seo/meta";
import { restoreSiteImagesShowing } from "~/features/site-images/repository.server";
import { logger } from "~/lib/logger.server";
import { frenchPlural } from "~/lib/plural";
import type { Route } from "./+types/images";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta("Médiathèque" + " - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const { storage } = getMediaStorage(getEnv());
    const items = (await listMedia()).map((record) => toMediaItem(record, storage));
    const described = await describedWhereUsed(items.filter((item) => item.kind === "image" && !item.altText)).catch(
      (error: unknown) => {
        logger.error({ err: error }, "media descriptions lookup failed");
        return new Map<string, { alt: string; where: string }>();
      },
    );
    return { items: items.map((item) => ({ ...item, describedWhereUsed: described.get(item.name) ?? null })), error: null };
  } catch (error) {
    logger.error({ err: error }, "media list failed");
    return { items: [] as MediaItem[], error: MEDIA_MESSAGES.listError };
  }
}

type DeleteResult = { ok: true; message: string } | { ok: false; error: string; uses?: MediaUse[] };

/** The form field that confirms deleting a file the site still uses (docs/product.md#media-usage). */
const CONFIRM_USED = "confirmUsed";

/**
 * Delete by name (docs/product.md#media-library): the file and its variants.
 * A file still used somewhere (docs/product.md#media-usage) is refused with
 * 409 and the list of places, unless the request confirms it.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  const form = await request.formData();
  const intent = formIntent(form);
  if (intent === ALT_TEXT_INTENT) return saveAltText(form);
  const name = String(form.get("name") ?? "");
  if (intent !== "delete" || !isSafeMediaName(name) || isVariantName(name)) {
    return data<DeleteResult>({ ok: false, error: MEDIA_MESSAGES.deleteError }, { status: 400 });
  }
  try {
    const { storage } = getMediaStorage(getEnv());
    if (form.get(CONFIRM_USED) !== "1") {
      const uses = await findMediaUsage({ url: storage.publicUrl(name), name });
      if (uses.length > 0) {
        return data<DeleteResult>(
          { ok: false, error: MEDIA_MESSAGES.inUse(uses.map((use) => use.label)), uses },
          { status: 409 },
        );
      }
    }
    const deleted = await deleteMedia(name, storage);
    // a site image that showed it gets its illustration back (its finder named it above)
    if (deleted) await restoreSiteImagesShowing({ url: storage.publicUrl(name), name });
    return deleted
      ? data<DeleteResult>({ ok: true, message: MEDIA_MESSAGES.deleted })
      : data<DeleteResult>({ ok: false, error: MEDIA_MESSAGES.deleteError }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, name }, "media delete failed");
    return data<DeleteResult>({ ok: false, error: MEDIA_MESSAGES.deleteError }, { status: 500 });
  }
}

/** A file's alt text (docs/product.md#media-alt-text): 400 refused, 404 unknown file. */
async function saveAltText(form: FormData) {
  try {
    const { status, result } = await saveAltTextFromForm(form);
    return data<AltTextFormResult>(result, { status });
  } catch (error) {
    logger.error({ err: error }, "media alt text save failed");
    const name = String(form.get("name") ?? "");
    return data<AltTextFormResult>(
      { ok: false, name, error: ALT_TEXT_MESSAGES.saveError, value: String(form.get("altText") ?? "") },
      { status: 500 },
    );
  }
}

export default function ImagesPage({ loaderData }: Route.ComponentProps) {
  const { items, error } = loaderData;
  const revalidator = useRevalidator();
  const fetcher = useFetcher<DeleteResult>();
  const [pendingDelete, setPendingDelete] = useState<MediaItem | null>(null);
  // the places that still show the file, when the server refused a first delete (409)
  const [uses, setUses] = useState<MediaUse[] | null>(null);
  const deleting = fetcher.state !== "idle";

  useEffect(() => {
    if (error) notify("error", error, { id: "media-list-error" });
  }, [error]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (!fetcher.data.ok && fetcher.data.uses) {
      setUses(fetcher.data.uses);
      return;
    }
    if (fetcher.data.ok) notify("success", fetcher.data.message);
    else notify("error", fetcher.data.error);
    setPendingDelete(null);
    setUses(null);
  }, [fetcher.state, fetcher.data]);

  const videos = items.filter((i) => i.kind === "video").length;
  const withoutAlt = items.filter((i) => i.kind === "image" && !i.altText && !i.describedWhereUsed).length;

  return (
    <div>
      <AdminPageHeader
        title="Médiathèque"
        description="Les images et vidéos de vos articles. Copiez l'URL d'un fichier, ou choisissez-le directement depuis l'éditeur d'article."
        actions={
          items.length > 0 ? (
            <p className="text-sm text-slate-500">
              {items.length} {frenchPlural(items.length, "fichier")} · {items.length - videos}{" "}
              {frenchPlural(items.length - videos, "image")} · {videos} {frenchPlural(videos, "vidéo")}
              {withoutAlt > 0 ? (
                <span className="block font-medium text-amber-800 sm:text-right">
                  {withoutAlt} {frenchPlural(withoutAlt, "image")} sans texte alternatif
                </span>
              ) : null}
            </p>
          ) : null
        }
      />

      <section aria-labelledby="media-upload-title">
        <h2 id="media-upload-title" className="sr-only">
          Ajouter un fichier
        </h2>
        <MediaUploader multiple onUploaded={() => void revalidator.revalidate()} />
      </section>

      <section aria-labelledby="media-files-title" className="mt-10">
        <h2 id="media-files-title" className="mb-4 text-xl font-bold">
          Fichiers
        </h2>
        {error ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {error}
          </p>
        ) : (
          <MediaGrid items={items} onDelete={setPendingDelete} />
        )}
      </section>

      <DeleteMediaDialog
        item={pendingDelete}
        uses={uses}
        busy={deleting}
        onCancel={() => {
          setPendingDelete(null);
          setUses(null);
        }}
        onConfirm={(item) =>
          fetcher.submit({ intent: "delete", name: item.name, ...(uses ? { [CONFIRM_USED]: "1" } : {}) }, { method: "post" })
        }
      />
    </div>
  );
}
