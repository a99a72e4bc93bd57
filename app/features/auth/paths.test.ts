import { describe, expect, it } from "vitest";
import {
  ACCOUNT_PASSWORD_PATH,
  ACCOUNT_PATH,
  ACCOUNT_SESSIONS_PATH,
  ACCOUNT_TWO_FACTOR_PATH,
  ADMINS_PATH,
  DASHBOARD_PATH,
  isAccountPath,
} from "./paths";

describe("isAccountPath (the pages open while a temporary password is in force)", () => {
  it("accepts the account page and each of its parts, as documents and as data requests", () => {
    for (const path of [ACCOUNT_PATH, ACCOUNT_PASSWORD_PATH, ACCOUNT_TWO_FACTOR_PATH, ACCOUNT_SESSIONS_PATH]) {
      expect(isAccountPath(path), path).toBe(true);
      expect(isAccountPath(`${path}/`), path).toBe(true);
      expect(isAccountPath(`${path}.data`), path).toBe(true);
    }
  });

  it("refuses every other admin page, and a path that only starts with the same letters", () => {
    for (const path of [
      DASHBOARD_PATH,
      `${DASHBOARD_PATH}.data`,
      ADMINS_PATH,
      `${ACCOUNT_PATH}s`,
      `${ACCOUNT_PATH}-x/mot-de-passe`,
      "/account",
    ]) {
      expect(isAccountPath(path), path).toBe(false);
    }
  });
});
