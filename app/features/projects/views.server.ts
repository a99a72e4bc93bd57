/**
 * What the public pages' loaders send to their components for réalisations:
 * images resolved on the server (the page's JavaScript carries no image
 * manifest or media rules), dates as the visitor reads them.
 */
import type { MetaDescriptor } from "react-router";
import type { ProjectCardData } from "~/components/project-card";
import type { ResolvedImage } from "~/components/responsive-image";
import { publicConfig } from "~/config/env.server";
import { mediaBasesOf } from "~/features/media/srcset";
import { resolveImage, type ImageRef } from "~/features/site-images/image-ref";
import { projectMonthLabel, type Project } from "./project";

/** Our media's public prefixes, for their srcsets. */
function mediaBases(): string[] {
  return mediaBasesOf(publicConfig());
}

export function resolveProjectImage(ref: ImageRef, bases: readonly string[] = mediaBases()): ResolvedImage {
  return resolveImage(ref, bases);
}

export function projectCard(project: Project, bases: readonly string[] = mediaBases()): ProjectCardData {
  const cover = project.gallery[0];
  return {
    slug: project.slug,
    title: project.title,
    location: project.location,
    date: projectMonthLabel(project.month),
    category: project.category,
    description: project.description,
    image: cover ? resolveImage(cover, bases) : null,
  };
}

/** The detail page: everything it shows, images resolved. */
export function projectDetailView(project: Project) {
  const bases = mediaBases();
  return {
    slug: project.slug,
    title: project.title,
    location: project.location,
    date: projectMonthLabel(project.month),
    category: project.category,
    fullDescription: project.fullDescription,
    gallery: project.gallery.map((image) => resolveImage(image, bases)),
    beforeAfter: project.beforeAfter
      ? { before: resolveImage(project.beforeAfter.before, bases), after: resolveImage(project.beforeAfter.after, bases) }
      : null,
    features: project.features,
    challenges: project.challenges,
    results: project.results,
    materials: project.materials,
    duration: project.duration,
    surface: project.surface,
  };
}

/** A `meta` descriptor preloading a priority image (same srcset and sizes as its <Picture>). */
export function imagePreloadMeta(image: ResolvedImage, sizes: string): MetaDescriptor {
  const srcSet = image.avifSrcSet ?? image.webpSrcSet;
  if (!srcSet) return { tagName: "link", rel: "preload", as: "image", href: image.src, fetchPriority: "high" };
  const type = image.avifSrcSet ? "image/avif" : "image/webp";
  return { tagName: "link", rel: "preload", as: "image", type, imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" };
}
