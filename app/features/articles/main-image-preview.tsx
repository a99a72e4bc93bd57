import { ImageOff } from "lucide-react";
import { useState } from "react";
import { ArticleImage } from "./article-image";
import { normaliseImageUrl } from "./values";

/** The main image URL's preview; hidden when the image cannot be loaded (docs/product.md#article-editor). */
export function MainImagePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  const checked = normaliseImageUrl(url);
  if (!url.trim() || !checked.ok || !checked.value || failed) {
    return url.trim() && (failed || !checked.ok) ? (
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-500">
        <ImageOff className="size-4" aria-hidden />
        Aperçu indisponible
      </p>
    ) : null;
  }
  return (
    <div className="mt-3 aspect-[16/9] overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <ArticleImage src={checked.value} alt="Aperçu de l'image principale" onError={() => setFailed(true)} />
    </div>
  );
}
