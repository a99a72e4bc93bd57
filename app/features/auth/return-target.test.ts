import { describe, expect, it } from "vitest";
import { returnTargetOf, safeReturnTarget, signInPathFor, withReturnTarget } from "./return-target";

const ADMIN = "/dashboard-management-panel";

describe("safeReturnTarget (where to go after signing in)", () => {
  it("keeps a page of the admin, its query and fragment", () => {
    expect(safeReturnTarget(ADMIN)).toBe(ADMIN);
    expect(safeReturnTarget(`${ADMIN}/leads/42`)).toBe(`${ADMIN}/leads/42`);
    expect(safeReturnTarget(`${ADMIN}/leads?statut=nouveau#liste`)).toBe(`${ADMIN}/leads?statut=nouveau#liste`);
    expect(safeReturnTarget(`${ADMIN}/leads/a/../42`)).toBe(`${ADMIN}/leads/42`);
  });

  it("refuses anything that leaves the site", () => {
    for (const raw of [
      "https://evil.example/dashboard-management-panel",
      "//evil.example",
      `//evil.example${ADMIN}`,
      "/\\evil.example",
      `/\\evil.example${ADMIN}`,
      "\\\\evil.example",
      "http:evil.example",
      "javascript:alert(1)",
      `${ADMIN}\\..\\..\\evil`,
      ` ${ADMIN}`,
      `/\t/evil.example`,
      `${ADMIN}\n/x`,
    ]) {
      expect(safeReturnTarget(raw), raw).toBeNull();
    }
  });

  it("refuses public pages and the sign-in, however spelled", () => {
    for (const raw of [
      "/",
      "/blog",
      "/auth-portal-secure",
      `${ADMIN}-evil`,
      `${ADMIN}evil/leads`,
      `${ADMIN}/../blog`,
      `${ADMIN}/%2e%2e/blog`,
      `${ADMIN}/%2E%2E/%2e%2e/evil`,
      `${ADMIN}/..%2f..%2fblog`,
      `${ADMIN}/%5c%5cevil.example`,
      `%2F%2Fevil.example`,
      `${ADMIN}/logout`,
      `${ADMIN}/leads.data`,
      "",
      null,
      undefined,
      42,
      ["/dashboard-management-panel"],
      `${ADMIN}/${"x".repeat(3000)}`,
    ]) {
      expect(safeReturnTarget(raw), String(raw)).toBeNull();
    }
  });
});

describe("the sign-in address of a signed-out request", () => {
  it("carries an admin page, and a client navigation's data request as its page", () => {
    expect(returnTargetOf(`http://site.test${ADMIN}/leads/7`)).toBe(`${ADMIN}/leads/7`);
    expect(returnTargetOf(`http://site.test${ADMIN}/leads/7.data?_routes=routes%2Fadmin%2Flead`)).toBe(`${ADMIN}/leads/7`);
    expect(signInPathFor(`http://site.test${ADMIN}/leads/7`)).toBe(
      `/auth-portal-secure?retour=${encodeURIComponent(`${ADMIN}/leads/7`)}`,
    );
  });

  it("stays bare for the dashboard itself and for anything else", () => {
    expect(signInPathFor(`http://site.test${ADMIN}`)).toBe("/auth-portal-secure");
    expect(withReturnTarget("/auth-portal-secure/verification", null)).toBe("/auth-portal-secure/verification");
  });
});
