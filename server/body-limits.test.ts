import { describe, expect, it } from "vitest";
import { QUOTE_FORM_MAX_BYTES } from "~/features/quotes/editor-post.server";
import { ARTICLE_CONTENT_MAX_LENGTH, ARTICLE_EXCERPT_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH } from "~/config/constants";
import {
  ARTICLE_FORM_MAX_BYTES,
  bodyPolicyFor,
  JSON_TYPE,
  LEAD_FORM_MAX_BYTES,
  leadMultipartMaxBytes,
  MULTIPART,
  routePathOf,
  SMALL_FORM_MAX_BYTES,
  URLENCODED,
} from "./body-limits";

describe("body limits", () => {
  it("reads paths as React Router matches them", () => {
    expect(routePathOf("/dashboard-management-panel/write.data")).toBe("/dashboard-management-panel/write");
    expect(routePathOf("/Dashboard-Management-Pane%6C//Write/")).toBe("/dashboard-management-panel/write");
    expect(routePathOf("/_root.data")).toBe("/");
    expect(routePathOf("/auth-portal-secure/_.data")).toBe("/auth-portal-secure");
    expect(routePathOf("/%E0%A4%A")).toBe("/%e0%a4%a");
  });

  it("streams a lead form's photos up to its own count: 30 MB for forms A and B, one photo for the call-back, and one photo more", () => {
    const MB = 1024 * 1024;
    expect(leadMultipartMaxBytes("quote")).toBe(40 * MB + LEAD_FORM_MAX_BYTES + MB);
    expect(leadMultipartMaxBytes("callback")).toBe(20 * MB + LEAD_FORM_MAX_BYTES + MB);
    expect(bodyPolicyFor("POST", "/api/leads/callback")).toEqual({
      kind: "bounded",
      answer: "json",
      adminOnly: false,
      limits: { [URLENCODED]: LEAD_FORM_MAX_BYTES },
      streamed: { [MULTIPART]: leadMultipartMaxBytes("callback") },
    });
    expect(bodyPolicyFor("POST", "/api/leads/contact")).toMatchObject({
      streamed: { [MULTIPART]: leadMultipartMaxBytes("contact") },
    });
  });

  it("gives the article editor room for the longest article the rules accept, and only to an administrator", () => {
    for (const path of [
      "/dashboard-management-panel/write",
      "/dashboard-management-panel/edit/abc.data",
      "/DASHBOARD-MANAGEMENT-PANEL/WRITE",
    ]) {
      expect(bodyPolicyFor("POST", path)).toEqual({
        kind: "bounded",
        answer: "page",
        adminOnly: true,
        limits: { [URLENCODED]: ARTICLE_FORM_MAX_BYTES, [MULTIPART]: ARTICLE_FORM_MAX_BYTES },
      });
    }
    const heaviest = new URLSearchParams({
      title: "é".repeat(ARTICLE_TITLE_MAX_LENGTH),
      excerpt: "€".repeat(ARTICLE_EXCERPT_MAX_LENGTH),
      content: "€".repeat(ARTICLE_CONTENT_MAX_LENGTH),
      intent: "publish",
    }).toString();
    expect(Buffer.byteLength(heaviest)).toBeLessThan(ARTICLE_FORM_MAX_BYTES);
    expect(ARTICLE_FORM_MAX_BYTES).toBeLessThan(2 * 1024 * 1024);
  });

  it("keeps sign-in, public forms and the rest of the admin small, and reads no JSON there", () => {
    for (const path of ["/auth-portal-secure", "/auth-portal-secure/verification", "/contact", "/nimporte-quoi"]) {
      expect(bodyPolicyFor("POST", path)).toMatchObject({
        answer: "page",
        adminOnly: false,
        limits: { [URLENCODED]: SMALL_FORM_MAX_BYTES },
      });
      expect(bodyPolicyFor("POST", path)).not.toHaveProperty(["limits", JSON_TYPE]);
    }
    expect(bodyPolicyFor("POST", "/dashboard-management-panel/account")).toMatchObject({
      adminOnly: true,
      limits: { [URLENCODED]: SMALL_FORM_MAX_BYTES },
    });
    expect(bodyPolicyFor("POST", "/api/articles/preview")).toMatchObject({
      answer: "json",
      adminOnly: true,
      limits: { [JSON_TYPE]: ARTICLE_FORM_MAX_BYTES },
    });
  });

  it("gives the devis editor room for a whole devis, to an administrator only, and the rest of its pages stay small", () => {
    for (const path of ["/dashboard-management-panel/devis/abc", "/dashboard-management-panel/devis/abc.data"]) {
      expect(bodyPolicyFor("POST", path)).toEqual({
        kind: "bounded",
        answer: "page",
        adminOnly: true,
        limits: { [URLENCODED]: QUOTE_FORM_MAX_BYTES, [MULTIPART]: QUOTE_FORM_MAX_BYTES },
      });
    }
    expect(bodyPolicyFor("POST", "/dashboard-management-panel/devis/abc/envoyer")).toMatchObject({
      limits: { [URLENCODED]: SMALL_FORM_MAX_BYTES },
    });
  });

  it("leaves uploads to their streaming handler", () => {
    expect(bodyPolicyFor("POST", "/api/media")).toEqual({ kind: "streamed" });
    expect(bodyPolicyFor("DELETE", "/api/media")).toMatchObject({ kind: "bounded" });
  });
});
