import { createCookie, redirect } from "react-router";
import { getEnv } from "~/config/env.server";
import type { Toast, ToastType } from "./toast";

/** A one-time cookie so a toast survives a redirect ("Article publié !" then the list). */
function toastCookie() {
  const env = getEnv();
  return createCookie("toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SITE_URL.startsWith("https://"),
    secrets: [env.AUTH_SECRET],
    maxAge: 60,
  });
}

export async function toastHeader(type: ToastType, message: string): Promise<string> {
  const toast: Toast = { id: crypto.randomUUID(), type, message };
  return toastCookie().serialize(toast);
}

export async function redirectWithToast(url: string, type: ToastType, message: string, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(type, message));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("toast=")) return { toast: null, setCookie: null };
  const cookie = toastCookie();
  const value = (await cookie.parse(header)) as Toast | null;
  return { toast: value ?? null, setCookie: await cookie.serialize("", { maxAge: 0 }) };
}
