import { describe, expect, it } from "vitest";
import { articleStateLabel, articleStateOf, editSavedMessage, saveTakesOffSite } from "./article-state";

describe("the article's state in the editor", () => {
  it("is 'Publié', 'Brouillon' or 'Programmé le …'", () => {
    expect(articleStateLabel(articleStateOf(true, null))).toBe("Publié");
    expect(articleStateLabel(articleStateOf(false, null))).toBe("Brouillon");
    expect(articleStateLabel(articleStateOf(false, "3 décembre à 08:00"))).toBe("Programmé le 3 décembre à 08:00");
  });

  it("asks before a save that takes a published article off the site, and only then", () => {
    expect(saveTakesOffSite(true, false)).toBe(true);
    expect(saveTakesOffSite(true, true)).toBe(false);
    expect(saveTakesOffSite(false, false)).toBe(false);
  });

  it("says after a save what happened on the site", () => {
    expect(editSavedMessage(true, false)).toBe("Article retiré du site (brouillon)");
    expect(editSavedMessage(false, true)).toBe("Article publié !");
    expect(editSavedMessage(true, true)).toBe("Article mis à jour !");
    expect(editSavedMessage(false, false)).toBe("Article mis à jour !");
  });
});
