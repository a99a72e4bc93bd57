import { describe, expect, it } from "vitest";
import { isAdminArea } from "./area";

describe("isAdminArea", () => {
  it("covers the admin and the sign-in pages", () => {
    for (const path of [
      "/dashboard-management-panel",
      "/dashboard-management-panel/leads/7",
      "/auth-portal-secure",
      "/auth-portal-secure/verification",
    ]) {
      expect(isAdminArea(path), path).toBe(true);
    }
  });

  it("leaves every public page out, even one starting with the same letters", () => {
    for (const path of [
      "/",
      "/blog",
      "/contact",
      "/dashboard-management-panelx",
      "/auth-portal-secure-x",
      "/landing/zinguerie",
    ]) {
      expect(isAdminArea(path), path).toBe(false);
    }
  });
});
