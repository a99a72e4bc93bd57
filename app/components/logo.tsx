import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils";

/** The logo image, replaced by the built-in 'AZ' badge when it fails to load (also before hydration). */
export function Logo({ src, name, initials, dark = false }: { src: string; name: string; initials: string; dark?: boolean }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <span className="flex items-center gap-3">
      {failed ? (
        <span
          data-testid="logo-fallback"
          aria-hidden
          className="grid size-10 place-items-center rounded-lg bg-gradient-to-br from-copper-500 to-copper-700 text-base font-extrabold tracking-tight text-white shadow-sm"
        >
          {initials}
        </span>
      ) : (
        <img ref={imgRef} src={src} alt="" width={40} height={40} className="size-10" onError={() => setFailed(true)} />
      )}
      <span className={cn("text-lg font-bold tracking-tight", dark ? "text-white" : "text-ink")}>{name}</span>
    </span>
  );
}
