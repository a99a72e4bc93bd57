/** A stored réalisation as the form's values (docs/product.md#projects-admin). Pure. */
import type { Project } from "./project";
import { imageField, linesText, type ProjectFormValues } from "./rules";

export function projectFormValuesOf(project: Project): ProjectFormValues {
  return {
    title: project.title,
    slug: project.slug,
    location: project.location,
    month: project.month,
    category: project.category,
    description: project.description,
    fullDescription: project.fullDescription,
    features: linesText(project.features),
    challenges: linesText(project.challenges),
    results: linesText(project.results),
    materials: linesText(project.materials),
    duration: project.duration,
    surface: project.surface ?? "",
    gallery: project.gallery.map(imageField),
    before: project.beforeAfter ? imageField(project.beforeAfter.before) : null,
    after: project.beforeAfter ? imageField(project.beforeAfter.after) : null,
    featured: project.featured,
    published: project.published,
  };
}
