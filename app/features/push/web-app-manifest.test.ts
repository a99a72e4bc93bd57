import { describe, expect, it } from "vitest";
import { SERVICE_WORKER_SOURCE } from "./service-worker-source";
import { adminWebAppManifest } from "./web-app-manifest";

describe("adminWebAppManifest", () => {
  it("starts on the dashboard, inside its scope (the admin only), standalone, with any and maskable icons", () => {
    const manifest = adminWebAppManifest("AZ Toiture");
    expect(manifest).toMatchObject({
      name: "AZ Toiture – Administration",
      short_name: "AZ Toiture",
      start_url: "/dashboard-management-panel/",
      scope: "/dashboard-management-panel/",
      display: "standalone",
      theme_color: "#0f1724",
    });
    // a start URL outside the scope makes browsers ignore the scope
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("shortens a long name for the home screen", () => {
    expect(adminWebAppManifest("Couverture et Zinguerie du Beaujolais").short_name).toBe("Admin");
  });
});

describe("the service worker", () => {
  it("handles push and notificationclick, and never fetch nor any cache", () => {
    expect(SERVICE_WORKER_SOURCE).toContain('addEventListener("push"');
    expect(SERVICE_WORKER_SOURCE).toContain('addEventListener("notificationclick"');
    expect(SERVICE_WORKER_SOURCE).toContain("requireInteraction: urgent");
    expect(SERVICE_WORKER_SOURCE).not.toMatch(/addEventListener\("fetch"|onfetch|caches\.|importScripts/);
    // it is valid JavaScript
    expect(() => new Function(SERVICE_WORKER_SOURCE)).not.toThrow();
  });
});
