/** The admin access URLs (pure: importable by components). */
import { ADMIN_BASE_PATH, SIGN_IN_BASE_PATH } from "~/config/admin-paths";

export const SIGN_IN_PATH = SIGN_IN_BASE_PATH;
export const SIGN_IN_CODE_PATH = `${SIGN_IN_BASE_PATH}/verification`;
export const FORGOT_PASSWORD_PATH = `${SIGN_IN_BASE_PATH}/mot-de-passe-oublie`;
export const RESET_PASSWORD_PATH = `${SIGN_IN_BASE_PATH}/nouveau-mot-de-passe`;
export const DASHBOARD_PATH = ADMIN_BASE_PATH;
export const ACCOUNT_PATH = `${ADMIN_BASE_PATH}/account`;
/** The account page's parts: each has its own page, and its form posts there. */
export const ACCOUNT_PASSWORD_PATH = `${ACCOUNT_PATH}/mot-de-passe`;
export const ACCOUNT_TWO_FACTOR_PATH = `${ACCOUNT_PATH}/double-authentification`;
export const ACCOUNT_SESSIONS_PATH = `${ACCOUNT_PATH}/appareils`;
export const ADMINS_PATH = `${ADMIN_BASE_PATH}/admins`;
export const LOGOUT_PATH = `${ADMIN_BASE_PATH}/logout`;

/** The account page or one of its parts ('/…/account', '/…/account/mot-de-passe'…), trailing slash and `.data` ignored. */
export function isAccountPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return path === ACCOUNT_PATH || path.startsWith(`${ACCOUNT_PATH}/`);
}
