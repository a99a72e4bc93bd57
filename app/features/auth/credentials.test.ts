import { describe, expect, it } from "vitest";
import { adminNameProblem, CREDENTIAL_MESSAGES, emailProblem, normaliseEmail, passwordProblem } from "./credentials";

describe("emailProblem", () => {
  it("agrees with better-auth's own check (zod's e-mail pattern)", async () => {
    const { z } = await import("zod");
    for (const email of [
      "a@b.fr",
      "jean.dupont+devis@toiture.fr",
      "x@sub.domain.co",
      "a..b@c.fr",
      ".a@b.fr",
      "a@b",
      "a b@c.fr",
      "a@-b.fr",
    ]) {
      expect(emailProblem(email) === null, email).toBe(z.email().safeParse(email).success);
    }
  });
  it("accepts a normal address, whatever its case and surrounding spaces", () => {
    expect(emailProblem("  Patron@Toiture.FR ")).toBeNull();
    expect(normaliseEmail("  Patron@Toiture.FR ")).toBe("patron@toiture.fr");
  });
  it("requires an address", () => {
    expect(emailProblem("")).toBe(CREDENTIAL_MESSAGES.emailRequired);
    expect(emailProblem(undefined)).toBe(CREDENTIAL_MESSAGES.emailRequired);
    expect(emailProblem("   ")).toBe(CREDENTIAL_MESSAGES.emailRequired);
  });
  it.each([
    "patron",
    "patron@",
    "@toiture.fr",
    "pa tron@toiture.fr",
    "patron@toiture",
    `${"a".repeat(250)}@x.fr`,
    "x@evil.example?cc=spy%40evil%2Eexample&body=hi&x=1.fr",
    "patron@toiture-.fr",
    `patron@${"t".repeat(64)}.fr`,
  ])("refuses the malformed %s", (email) => expect(emailProblem(email)).toBe(CREDENTIAL_MESSAGES.emailInvalid));
});

describe("passwordProblem", () => {
  it("accepts a long mixed password", () => {
    expect(passwordProblem("Zinc-et-ardoise-2024")).toBeNull();
    expect(passwordProblem("gouttière en cuivre 7")).toBeNull();
  });
  it("requires one", () => expect(passwordProblem("")).toBe(CREDENTIAL_MESSAGES.passwordRequired));
  it("refuses fewer than 10 characters (counting accented letters once)", () => {
    expect(passwordProblem("Abc-12345")).toBe(CREDENTIAL_MESSAGES.passwordTooShort);
    expect(passwordProblem("Abc-123456")).toBeNull();
    expect(passwordProblem("éééé-1234")).toBe(CREDENTIAL_MESSAGES.passwordTooShort);
  });
  it("refuses more than 128 characters", () => {
    expect(passwordProblem(`a1${"bcdef".repeat(26)}`)).toBe(CREDENTIAL_MESSAGES.passwordTooLong);
  });
  it("needs a letter and a digit or symbol", () => {
    expect(passwordProblem("abcdefghijkl")).toBe(CREDENTIAL_MESSAGES.passwordNeedsMix);
    expect(passwordProblem("1234567890123")).toBe(CREDENTIAL_MESSAGES.passwordNeedsMix);
    expect(passwordProblem("abcdefghij!")).toBeNull();
  });
  it("refuses repetitive and well-known passwords", () => {
    expect(passwordProblem("aaaaaaaaaa1")).toBe(CREDENTIAL_MESSAGES.passwordRepetitive);
    expect(passwordProblem("abababab12")).toBe(CREDENTIAL_MESSAGES.passwordRepetitive);
    expect(passwordProblem("Password123")).toBe(CREDENTIAL_MESSAGES.passwordCommon);
    expect(passwordProblem("azerty12345")).toBe(CREDENTIAL_MESSAGES.passwordCommon);
  });
  it("refuses a password built on the e-mail's name", () => {
    expect(passwordProblem("jean.dupont-2024", { email: "Jean.Dupont@toiture.fr" })).toBe(
      CREDENTIAL_MESSAGES.passwordContainsEmail,
    );
    expect(passwordProblem("jo-toiture-2024", { email: "jo@toiture.fr" })).toBeNull();
  });
});

describe("adminNameProblem", () => {
  it("requires a name of at most 100 characters", () => {
    expect(adminNameProblem("  ")).toBe("Le nom complet est requis");
    expect(adminNameProblem("x".repeat(101))).toMatch(/trop long/);
    expect(adminNameProblem("Jeanne Martin")).toBeNull();
  });
});
