import { useEffect, useState } from "react";
import { data, useFetcher, useRevalidator } from "react-router";
import { notify } from "~/lib/notify";
import { getEnv } from "~/config/env.server";
import { AdminPageHeader } from "~/features/admin/page-header";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { DeleteMediaDialog, MediaGrid, MediaUploader } from "~/features/media/media-manager";
import { deleteMedia, listMedia, toMediaItem } from "~/features/media/repository.server";
import { MEDIA_MESSAGES, isSafeMediaName, isVariantName } from "~/features/media/rules";
import { getMediaStorage } from "~/features/media/storage.server";
import type { MediaItem } from "~/features/media/types";
import { privateMeta } from "~/features/seo/meta";
import { logger } from "~/lib/logger.server";
import { frenchPlural } from "~/lib/plural";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = () => privateMeta("Médiathèque" + " - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const { storage } = getMediaStorage(getEnv());
    const items = (await listMedia()).map((record) => toMediaItem(record, storage));
    return { items, error: null };
  } catch (error) {
    logger.error({ err: error }, "media list failed");
    return { items: [] as MediaItem[], error: MEDIA_MESSAGES.listError };
  }
}

type DeleteResult = { ok: true; message: string } | { ok: false; error: string };

/** Delete by name (docs/product.md#media-library): the file and its variants. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  const form = await request.formData();
  const name = String(form.get("name") ?? "");
  if (form.get("intent") !== "delete" || !isSafeMediaName(name) || isVariantName(name)) {
    return data<DeleteResult>({ ok: false, error: MEDIA_MESSAGES.deleteError }, { status: 400 });
  }
  try {
    const deleted = await deleteMedia(name, getMediaStorage(getEnv()).storage);
    return deleted
      ? data<DeleteResult>({ ok: true, message: MEDIA_MESSAGES.deleted })
      : data<DeleteResult>({ ok: false, error: MEDIA_MESSAGES.deleteError }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, name }, "media delete failed");
    return data<DeleteResult>({ ok: false, error: MEDIA_MESSAGES.deleteError }, { status: 500 });
  }
}

export default function ImagesPage({ loaderData }: Route.ComponentProps) {
  const { items, error } = loaderData;
  const revalidator = useRevalidator();
  const fetcher = useFetcher<DeleteResult>();
  const [pendingDelete, setPendingDelete] = useState<MediaItem | null>(null);
  const deleting = fetcher.state !== "idle";

  useEffect(() => {
    if (error) notify("error", error, { id: "media-list-error" });
  }, [error]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) notify("success", fetcher.data.message);
    else notify("error", fetcher.data.error);
    setPendingDelete(null);
  }, [fetcher.state, fetcher.data]);

  const videos = items.filter((i) => i.kind === "video").length;

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
            </p>
          ) : null
        }
      />

      <section aria-labelledby="media-upload-title">
        <h2 id="media-upload-title" className="sr-only">
          Ajouter un fichier
        </h2>
        <MediaUploader onUploaded={() => void revalidator.revalidate()} />
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
        busy={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={(item) => fetcher.submit({ intent: "delete", name: item.name }, { method: "post" })}
      />
    </div>
  );
}
