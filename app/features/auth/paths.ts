/** The admin access URLs (pure: importable by components). */
export const SIGN_IN_PATH = "/auth-portal-secure";
export const SIGN_IN_CODE_PATH = "/auth-portal-secure/verification";
export const FORGOT_PASSWORD_PATH = "/auth-portal-secure/mot-de-passe-oublie";
export const RESET_PASSWORD_PATH = "/auth-portal-secure/nouveau-mot-de-passe";
export const DASHBOARD_PATH = "/dashboard-management-panel";
export const ACCOUNT_PATH = "/dashboard-management-panel/account";
/** The account page's parts: each has its own page, and its form posts there. */
export const ACCOUNT_PASSWORD_PATH = `${ACCOUNT_PATH}/mot-de-passe`;
export const ACCOUNT_TWO_FACTOR_PATH = `${ACCOUNT_PATH}/double-authentification`;
export const ACCOUNT_SESSIONS_PATH = `${ACCOUNT_PATH}/appareils`;
export const ADMINS_PATH = "/dashboard-management-panel/admins";
export const LOGOUT_PATH = "/dashboard-management-panel/logout";

/** The account page or one of its parts ('/…/account', '/…/account/mot-de-passe'…), trailing slash and `.data` ignored. */
export function isAccountPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return path === ACCOUNT_PATH || path.startsWith(`${ACCOUNT_PATH}/`);
}
