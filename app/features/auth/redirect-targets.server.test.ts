import { describe, expect, it } from "vitest";
import { refuseOffSiteRedirects } from "./redirect-targets.server";

describe("refuseOffSiteRedirects", () => {
  it("lets requests without a target, or with a same-site path, through", () => {
    expect(() => refuseOffSiteRedirects(undefined, undefined)).not.toThrow();
    expect(() => refuseOffSiteRedirects({ token: "x" }, { email: "a@b.fr", callbackURL: "" })).not.toThrow();
    expect(() => refuseOffSiteRedirects({ callbackURL: "/nouveau-mot-de-passe?x=1" }, { redirectTo: "/" })).not.toThrow();
  });

  it.each(["/.//evil.example/x", "/%2e//evil.example", "/\\evil.example", "//evil", "https://evil", "/a/../b"])(
    "refuses %j wherever it is given, with a French 403",
    (target) => {
      for (const [query, body] of [
        [{ callbackURL: target }, undefined],
        [undefined, { redirectTo: target }],
        [undefined, { errorCallbackURL: target }],
        [undefined, { newUserCallbackURL: target }],
      ]) {
        expect(() => refuseOffSiteRedirects(query, body)).toThrow(/Adresse de retour refusée/);
      }
    },
  );

  it("refuses a target that is not a string", () => {
    expect(() => refuseOffSiteRedirects(undefined, { callbackURL: ["/a", "https://evil"] })).toThrow();
  });
});
