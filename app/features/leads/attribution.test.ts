import { describe, expect, it } from "vitest";
import { attributionOfVisit, readAttribution } from "./attribution";
import { attributionFieldValues } from "./visit-attribution";

describe("attributionOfVisit", () => {
  it("records the first page, an external referrer's host and the campaign fields", () => {
    const url = new URL(
      "https://www.toiture.test/landing/zinguerie?utm_source=google&utm_medium=cpc&utm_campaign=hiver&gclid=abc",
    );
    expect(attributionOfVisit(url, "https://www.google.com/search?q=zinguerie", "www.toiture.test")).toEqual({
      landingPath: "/landing/zinguerie",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "hiver",
      gclid: "abc",
    });
  });

  it("does not count the site itself as a referrer, port or not", () => {
    const url = new URL("http://127.0.0.1:4123/devis-gratuit");
    expect(attributionOfVisit(url, "http://127.0.0.1:4123/", "127.0.0.1:4123").referrerHost).toBeNull();
    expect(attributionOfVisit(url, "", "127.0.0.1:4123")).toMatchObject({
      landingPath: "/devis-gratuit",
      referrerHost: null,
      utmSource: null,
    });
  });
});

describe("readAttribution", () => {
  const fallback = { sourcePath: "/devis-gratuit", refererHeader: null, ownHost: "www.toiture.test" };

  it("reads the hidden fields, capped and cleaned", () => {
    const fields: Record<string, string> = {
      _landing: "/landing/zinguerie?utm_source=x",
      _referrer: "www.google.com",
      _utm_source: "google\u0000",
      _utm_medium: "cpc",
      _utm_campaign: "h".repeat(500),
      _gclid: "abc",
    };
    const read = readAttribution((name) => fields[name] ?? null, fallback);
    expect(read).toMatchObject({
      landingPath: "/landing/zinguerie",
      referrerHost: "www.google.com",
      utmSource: "google",
      gclid: "abc",
    });
    expect(read.utmCampaign).toHaveLength(200);
  });

  it("falls back to the form's page and an external Referer without JavaScript", () => {
    const none = () => null;
    expect(readAttribution(none, { ...fallback, refererHeader: "https://www.bing.com/search?q=x" })).toMatchObject({
      landingPath: "/devis-gratuit",
      referrerHost: "www.bing.com",
      utmSource: null,
    });
    expect(
      readAttribution(none, { ...fallback, refererHeader: "https://www.toiture.test/devis-gratuit" }).referrerHost,
    ).toBeNull();
    expect(
      readAttribution(none, { sourcePath: "/", refererHeader: "http://127.0.0.1:4123/devis-gratuit", ownHost: "127.0.0.1:4123" })
        .referrerHost,
    ).toBeNull();
  });

  it("drops hidden characters: C0, C1 (U+0085), DEL, separators and bidirectional controls", () => {
    const fields: Record<string, string> = {
      _landing: "/landing/\u202Eeirugniz",
      _referrer: "www.goo\u0085gle.com",
      _utm_source: "goo\u0085gle",
      _utm_medium: "c\u202Epc\u2066",
      _utm_campaign: "hiver\u2028\u200F 2026\u007f",
      _gclid: "\u202E\u0085",
    };
    const read = readAttribution((name) => fields[name] ?? null, fallback);
    expect(read).toEqual({
      landingPath: "/landing/eirugniz",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "hiver 2026",
      gclid: null,
    });
    const url = new URL("https://www.toiture.test/?utm_campaign=promo%E2%80%AE%C2%85");
    // the browser records the visit as it came; the server drops the hidden characters when it reads the form
    const visit = attributionOfVisit(url, "", "www.toiture.test");
    expect(readAttribution((name) => (name === "_utm_campaign" ? visit.utmCampaign : null), fallback).utmCampaign).toBe("promo");
  });

  it("never cuts a character in two", () => {
    const read = readAttribution((name) => (name === "_utm_campaign" ? "🏠".repeat(300) : null), fallback);
    expect(read.utmCampaign).toBe("🏠".repeat(200));
  });

  it("without the visit's record, takes the campaign fields of the form page's own address, never its gclid", () => {
    const none = () => null;
    const formPage =
      "https://www.toiture.test/devis-gratuit?utm_source=google&utm_medium=cpc&utm_campaign=hiver%E2%80%AE&gclid=abc";
    expect(readAttribution(none, { ...fallback, refererHeader: formPage })).toEqual({
      landingPath: "/devis-gratuit",
      referrerHost: null,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "hiver",
      gclid: null,
    });
    // another site's address says nothing of our campaigns
    expect(readAttribution(none, { ...fallback, refererHeader: "https://evil.test/?utm_campaign=faux" }).utmCampaign).toBeNull();
    expect(readAttribution(none, { ...fallback, refererHeader: "not a url" }).utmCampaign).toBeNull();
    // the visit's record, when sent (consent to advertising), wins over the form page's address
    const recorded = (name: string) => ({ _landing: "/landing/zinguerie", _utm_campaign: "printemps" })[name] ?? null;
    expect(readAttribution(recorded, { ...fallback, refererHeader: formPage })).toMatchObject({
      landingPath: "/landing/zinguerie",
      utmSource: null,
      utmCampaign: "printemps",
      gclid: null,
    });
  });

  it("refuses what is not a site path", () => {
    expect(readAttribution((name) => (name === "_landing" ? "//evil.test/x" : null), fallback).landingPath).toBe(
      "/devis-gratuit",
    );
  });
});

describe("attributionFieldValues", () => {
  it("gives every hidden field a value, empty for what the visit lacks", () => {
    expect(attributionFieldValues({ landingPath: "/", referrerHost: null, utmSource: "google" })).toEqual({
      _landing: "/",
      _referrer: "",
      _utm_source: "google",
      _utm_medium: "",
      _utm_campaign: "",
      _gclid: "",
    });
    expect(attributionFieldValues(null)._landing).toBe("");
  });
});
