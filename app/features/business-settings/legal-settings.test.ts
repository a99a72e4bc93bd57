import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { draftFromSettings } from "./draft";
import { SETTINGS_MESSAGES as M } from "./messages";
import { applyBusinessSettings, settingsFromSite } from "./site-config";
import { parseStoredSettings } from "./stored-settings";
import type { SettingsDraft } from "./types";
import { validateDraft } from "./validate";

const defaults = settingsFromSite(DEFAULT_SITE as SiteConfig);
const draft = (change: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...draftFromSettings(defaults), ...change });
const errorsOf = (d: SettingsDraft) => {
  const result = validateDraft(d);
  return result.ok ? {} : result.errors;
};
const MEDIATOR = {
  mediatorName: "Médiateur Exemple",
  mediatorAddress: "1 rue de la Paix, 75002 Paris",
  mediatorWebsite: "https://www.mediateur-exemple.fr",
};

describe("legal identity (docs/product.md#legal-identity)", () => {
  it("stores the SIRET in groups and the VAT number compact, typed with spaces", () => {
    const result = validateDraft(draft({ siret: "44306184100047", vatNumber: "fr 64 443 061 841" }));
    expect(result.ok && [result.settings.siret, result.settings.vatNumber]).toEqual(["443 061 841 00047", "FR64443061841"]);
  });

  it("says in French what is wrong with a SIRET: its shape, or a digit that fails the check", () => {
    expect(errorsOf(draft({ siret: "443 061 841" }))).toEqual({ siret: M.siretFormat });
    expect(errorsOf(draft({ siret: "443 061 841 00048" }))).toEqual({ siret: M.siretChecksum });
    expect(M.siretFormat).toBe("SIRET invalide\u00a0: 14 chiffres, espaces permis (ex. 123 456 782 00010).");
  });

  it("says what is wrong with a VAT number: its shape, its key, or a SIREN that is not the SIRET's", () => {
    expect(errorsOf(draft({ vatNumber: "BE0123456789" }))).toEqual({ vatNumber: M.vatFormat });
    expect(errorsOf(draft({ vatNumber: "FR65443061841" }))).toEqual({ vatNumber: M.vatKey });
    expect(errorsOf(draft({ siret: "123 456 782 00010", vatNumber: "FR64443061841" }))).toEqual({ vatNumber: M.vatNotSiret });
    expect(errorsOf(draft({ siret: "123 456 782 00010", vatNumber: "FR11123456782" }))).toEqual({});
  });

  it("leaves SIRET, VAT number, director, capital and privacy e-mail optional; the legal form is required", () => {
    expect(errorsOf(draft({ siret: " ", vatNumber: "", publicationDirector: "", shareCapital: "", privacyEmail: "" }))).toEqual(
      {},
    );
    expect(errorsOf(draft({ legalForm: " " }))).toEqual({ legalForm: M.legalFormRequired });
    expect(errorsOf(draft({ privacyEmail: "rgpd@" }))).toEqual({ privacyEmail: M.privacyEmailInvalid });
  });

  it("puts the values in the site configuration; an empty privacy e-mail means the main one", () => {
    const result = validateDraft(
      draft({ legalForm: "SAS", shareCapital: "", publicationDirector: "Jean Martin", privacyEmail: "" }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const site = applyBusinessSettings(DEFAULT_SITE as SiteConfig, result.settings);
    expect(site).toMatchObject({ legalForm: "SAS", shareCapital: "", publicationDirector: "Jean Martin", privacyEmail: null });
    const withEmail = validateDraft(draft({ privacyEmail: "RGPD@Example.fr " }));
    expect(withEmail.ok && applyBusinessSettings(DEFAULT_SITE as SiteConfig, withEmail.settings).privacyEmail).toBe(
      "RGPD@Example.fr",
    );
  });

  it("reads settings saved before these fields existed: the code's legal form and capital, the rest empty", () => {
    const {
      legalForm: _f,
      shareCapital: _c,
      siret: _s,
      vatNumber: _v,
      publicationDirector: _d,
      privacyEmail: _e,
      mediator: _m,
      ...before
    } = defaults;
    expect(parseStoredSettings(JSON.stringify(before))).toEqual(defaults);
  });
});

describe("consumer mediator (docs/product.md#consumer-mediator)", () => {
  it("is empty until given; once begun, name, address and website are all asked for", () => {
    expect(errorsOf(draft())).toEqual({});
    expect(errorsOf(draft({ mediatorName: "Médiateur Exemple" }))).toEqual({
      mediatorAddress: M.mediatorAddressRequired,
      mediatorWebsite: M.mediatorWebsiteRequired,
    });
    expect(errorsOf(draft({ ...MEDIATOR, mediatorName: "" }))).toEqual({ mediatorName: M.mediatorNameRequired });
  });

  it("takes the website with or without https:// and refuses what is not one", () => {
    const result = validateDraft(draft({ ...MEDIATOR, mediatorWebsite: "www.Mediateur-Exemple.fr" }));
    expect(result.ok && result.settings.mediator).toEqual({
      ...{ name: MEDIATOR.mediatorName, address: MEDIATOR.mediatorAddress },
      website: "https://www.mediateur-exemple.fr",
    });
    const withPath = validateDraft(draft({ ...MEDIATOR, mediatorWebsite: "https://www.mediateur-exemple.fr/saisir" }));
    expect(withPath.ok && withPath.settings.mediator.website).toBe("https://www.mediateur-exemple.fr/saisir");
    for (const wrong of ["médiateur", "javascript:alert(1)", "ftp://mediateur.fr", "https://user:pw@mediateur.fr"]) {
      expect(errorsOf(draft({ ...MEDIATOR, mediatorWebsite: wrong })), wrong).toEqual({
        mediatorWebsite: M.mediatorWebsiteInvalid,
      });
    }
  });

  it("round-trips through the stored JSON", () => {
    const result = validateDraft(draft(MEDIATOR));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(parseStoredSettings(JSON.stringify(result.settings))).toEqual(result.settings);
  });
});
