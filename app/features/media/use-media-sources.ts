import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/use-site";
import { mediaBasesOf, mediaSrcSet, type MediaSources } from "./srcset";

/** The prefixes our media are published under, from the root loader's public configuration. */
function useMediaBases(): string[] {
  return mediaBasesOf((useRouteLoaderData("root") as RootData | undefined)?.config);
}

/** `mediaSrcSet` with the configured bases: null when the URL is not one of ours. */
export function useMediaSources(url: string | null | undefined, sizes?: string): MediaSources | null {
  const bases = useMediaBases();
  return mediaSrcSet(url, { sizes, bases });
}
