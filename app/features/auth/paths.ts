/** The admin access URLs (pure: importable by components). */
export const SIGN_IN_PATH = "/auth-portal-secure";
export const SIGN_IN_CODE_PATH = "/auth-portal-secure/verification";
export const FORGOT_PASSWORD_PATH = "/auth-portal-secure/mot-de-passe-oublie";
export const RESET_PASSWORD_PATH = "/auth-portal-secure/nouveau-mot-de-passe";
export const DASHBOARD_PATH = "/dashboard-management-panel";
export const ACCOUNT_PATH = "/dashboard-management-panel/account";
export const ADMINS_PATH = "/dashboard-management-panel/admins";
export const LOGOUT_PATH = "/dashboard-management-panel/logout";
