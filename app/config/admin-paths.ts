/**
 * Where the admin and its sign-in live (docs/product.md#permissions): every admin address is built
 * from these two, spelled once. Pure: browser and server.
 */
export const ADMIN_BASE_PATH = "/dashboard-management-panel";
export const SIGN_IN_BASE_PATH = "/auth-portal-secure";
/** The query parameter that carries the admin page asked for through sign-in (docs/product.md#sign-in-return). */
export const RETURN_PARAM = "retour";
