import { describe, expect, it } from "vitest";
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress, mailtoHref, normalizeEmailAddress } from "./email-address";

describe("isEmailAddress", () => {
  it.each([
    "a@b.fr",
    "jean.dupont@example.fr",
    "jean.dupont+devis@sous.domaine.example.fr",
    "o'brien@example.ie",
    "jean_dupont-2@example-toiture.fr",
    "x!#$*^`{|}~@example.fr",
    "JEAN@EXAMPLE.FR",
    "contact@xn--toiture-chne-bgb.fr",
    "contact@exemple.xn--p1ai",
    `${"a".repeat(64)}@example.fr`,
  ])("accepts %j", (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each([
    // the address that rigged the reply link, and each character it relied on
    "x@evil.example?cc=spy%40evil%2Eexample&body=hi&x=1.fr",
    "x?cc=spy@evil.example",
    "x&cc=spy@evil.example",
    "x%40y@evil.example",
    "x/y@evil.example",
    "x=y@evil.example",
    "x@evil.example/path.fr",
    "x@evil%2Eexample.fr",
    // RFC syntax
    "",
    "jean",
    "jean@",
    "@example.fr",
    "jean@example",
    "jean@example.",
    "jean@.example.fr",
    "jean@example..fr",
    "jean@-example.fr",
    "jean@example-.fr",
    "jean@exa_mple.fr",
    "jean@example.f",
    "jean@example.123",
    "jean@127.0.0.1",
    "jean@[127.0.0.1]",
    ".jean@example.fr",
    "jean.@example.fr",
    "jean..dupont@example.fr",
    '"jean dupont"@example.fr',
    "jean dupont@example.fr",
    "jean@exam ple.fr",
    "a@b@example.fr",
    "<a@b.fr>",
    "a@b.fr, c@d.fr",
    "a@b.fr\r\nBcc: x@y.fr",
    "élodie@exemple.fr",
    "jean@café.fr",
    `${"a".repeat(65)}@example.fr`,
    `a@${"b".repeat(64)}.fr`,
    `${"a".repeat(60)}@${"b.".repeat(100)}fr`,
  ])("refuses %j", (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it("caps the whole address at RFC 5321's length", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.fr`;
    expect(longest).toHaveLength(EMAIL_ADDRESS_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
  });
});

describe("normalizeEmailAddress", () => {
  it("keeps the address as typed, without the spaces around it", () => {
    expect(normalizeEmailAddress("  Jean.Dupont@Example.fr\u00a0\n")).toBe("Jean.Dupont@Example.fr");
    expect(isEmailAddress(normalizeEmailAddress(" jean@example.fr "))).toBe(true);
    expect(isEmailAddress(normalizeEmailAddress("jean @example.fr"))).toBe(false);
  });
});

describe("mailtoHref", () => {
  it("writes a plain address as it is, with an encoded subject", () => {
    expect(mailtoHref("jean.dupont@example.fr")).toBe("mailto:jean.dupont@example.fr");
    expect(mailtoHref("jean.dupont@example.fr", { subject: "Votre demande de devis" })).toBe(
      "mailto:jean.dupont@example.fr?subject=Votre%20demande%20de%20devis",
    );
    expect(mailtoHref("a@b.fr", { subject: "Re: toit & zinc", body: "Bonjour,\nà bientôt" })).toBe(
      "mailto:a@b.fr?subject=Re%3A%20toit%20%26%20zinc&body=Bonjour%2C%0A%C3%A0%20bient%C3%B4t",
    );
  });

  it("keeps the '@' literal and encodes what would start a query or a fragment", () => {
    expect(mailtoHref("jean+devis@example.fr")).toBe("mailto:jean%2Bdevis@example.fr");
    expect(mailtoHref("a#b@example.fr")).toBe("mailto:a%23b@example.fr");
  });

  it("turns a rigged address (stored before the check) into one harmless recipient", () => {
    const rigged = "x@evil.example?cc=spy%40evil%2Eexample&body=hi&x=1.fr";
    const href = mailtoHref(rigged, { subject: "Votre demande de devis" });
    expect(href).toBe(
      "mailto:x@evil.example%3Fcc%3Dspy%2540evil%252Eexample%26body%3Dhi%26x%3D1.fr?subject=Votre%20demande%20de%20devis",
    );
    // read as a URL: a single '?', whose only field is the subject
    const url = new URL(href);
    expect(url.search).toBe("?subject=Votre%20demande%20de%20devis");
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    expect(decodeURIComponent(url.pathname)).toBe(rigged);
  });
});
