import { describe, expect, it } from "vitest";
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_HTML_CACHE_CONTROL,
  cacheControlFor,
  carriesOneTimeMessage,
  hasPersonalCookie,
  isPrivatePath,
} from "./cache-policy";

describe("cache policy", () => {
  it("lets shared caches keep anonymous public pages briefly", () => {
    expect(cacheControlFor("/services/zinguerie", null, 200)).toBe(PUBLIC_HTML_CACHE_CONTROL);
    expect(cacheControlFor("/blog", "_ga=GA1.1.123", 200)).toBe(PUBLIC_HTML_CACHE_CONTROL);
    expect(PUBLIC_HTML_CACHE_CONTROL).toContain("max-age=0");
  });
  it("never caches admin pages, APIs, signed-in or toast responses, or errors", () => {
    expect(cacheControlFor("/dashboard-management-panel", null, 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/dashboard-management-panel/articles", null, 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/auth-portal-secure", null, 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/api/generate-article", null, 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/", "better-auth.session_token=abc", 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/", "x=1; __Secure-better-auth.session_token=abc", 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/", "toast=xyz", 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/", null, 500)).toBe(PRIVATE_CACHE_CONTROL);
  });
  it("never caches an article's preview link, found or not", () => {
    expect(isPrivatePath("/apercu/Pu6aZNOME93esoWihcQRmGLXT3UHX_xcZEj0rXM5bIA")).toBe(true);
    expect(cacheControlFor("/apercu/Pu6aZNOME93esoWihcQRmGLXT3UHX_xcZEj0rXM5bIA", null, 200)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor("/apercu/inconnu", null, 404)).toBe(PRIVATE_CACHE_CONTROL);
  });
  it("recognises only our personal cookies", () => {
    expect(hasPersonalCookie("_ga=1; _gid=2")).toBe(false);
    expect(hasPersonalCookie("mytoast=1")).toBe(false);
    expect(hasPersonalCookie("a=1; better-auth.session_data=2")).toBe(true);
  });

  it("tells a one-time message (a toast, a lead form's answer) from a session", () => {
    expect(carriesOneTimeMessage("toast=abc")).toBe(true);
    expect(carriesOneTimeMessage("_ga=1; lead-form-contact=xyz")).toBe(true);
    expect(carriesOneTimeMessage("better-auth.session_token=s")).toBe(false);
    expect(carriesOneTimeMessage("mytoast=1")).toBe(false);
    expect(carriesOneTimeMessage(null)).toBe(false);
    expect(hasPersonalCookie("better-auth.session_token=s")).toBe(true);
    expect(hasPersonalCookie("lead-form-quote=1")).toBe(true);
  });
});
