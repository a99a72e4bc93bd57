import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { services } from "~/content/services";
import { buildSystemPrompt, buildUserMessage } from "./system-prompt";

describe("buildSystemPrompt", () => {
  const prompt = buildSystemPrompt(DEFAULT_SITE);

  it("names the business from the configuration and its place", () => {
    const other = buildSystemPrompt({
      ...DEFAULT_SITE,
      name: "Toitures Dupont",
      address: { ...DEFAULT_SITE.address, city: "Tarare" },
    });
    expect(other).toContain("Toitures Dupont");
    expect(other).toContain("Tarare");
    expect(other).not.toContain(DEFAULT_SITE.name);
    expect(prompt).toContain("Auvergne-Rhône-Alpes");
    expect(prompt).toContain("depuis 2020");
  });

  it("asks for a markdown article starting with '# Title', sections, advice, a FAQ and a quote request", () => {
    expect(prompt).toContain("« # Titre de l'article »");
    expect(prompt).toMatch(/sections de niveau 2/);
    expect(prompt).toMatch(/conseils pratiques/);
    expect(prompt).toContain("## Questions fréquentes");
    expect(prompt).toContain("[demander un devis gratuit](/devis-gratuit)");
    expect(prompt).toContain("mot-clé principal");
  });

  it("gives the business facts (docs/product.md#business-facts) and the services with their paths", () => {
    for (const fact of [
      "Garantie décennale",
      "2 ans de garantie sur la main-d'œuvre",
      "Devis gratuit et sans engagement, remis sous 24h",
      "24h/24 et 7j/7",
      "150 km autour de Lyon",
      "de 30 à 80 € par mètre linéaire pour des gouttières",
      "de 50 à 150 € par m² pour une étanchéité",
    ]) {
      expect(prompt).toContain(fact);
    }
    for (const service of services) expect(prompt).toContain(`${service.title} (/services/${service.slug})`);
  });

  it("forbids invented facts and contact details, and never contains the phone or e-mail", () => {
    expect(prompt).toMatch(/N'invente aucun prix/);
    expect(prompt).toMatch(/Ne cite pas de numéro de téléphone/);
    expect(prompt).not.toContain(DEFAULT_SITE.phone);
    expect(prompt).not.toContain(DEFAULT_SITE.email);
  });
});

describe("buildUserMessage", () => {
  it("carries the prompt as built by the editor", () => {
    expect(buildUserMessage("Entretien des gouttières (mot-clé principal: gouttière zinc)")).toBe(
      "Rédige un article de blog sur le sujet suivant : Entretien des gouttières (mot-clé principal: gouttière zinc)",
    );
  });
});
