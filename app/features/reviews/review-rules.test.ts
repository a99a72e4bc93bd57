import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { parisWallClock } from "~/lib/business-hours";
import { parseJobDoneForm, JOB_DONE_MESSAGES } from "./job-done-form";
import { reviewStatusOf, type ReviewPanelData } from "./panel-state";
import { isReviewRequestDue, reviewRequestMoment } from "./request-schedule";
import { REVIEW_SETTINGS_MESSAGES, reviewRequestSection } from "~/features/business-settings/sections/review-request";

const hours = DEFAULT_SITE.openingHours;
const paris = (day: number, hour: number, minute = 0) => parisWallClock(2026, 11, day, hour, minute);

describe("when a review request goes (docs/product.md#review-requests)", () => {
  it("at the first opening of the end of work + the delay: Monday 23 + 3 days is Thursday 07:00", () => {
    expect(reviewRequestMoment(hours, "2026-11-23", 3)).toEqual(paris(26, 7));
    expect(isReviewRequestDue(hours, "2026-11-23", 3, paris(26, 6, 59))).toBe(false);
    expect(isReviewRequestDue(hours, "2026-11-23", 3, paris(26, 7))).toBe(true);
  });
  it("a Friday end + 1 day lands on Saturday morning; never outside the opening hours; never a month late", () => {
    expect(reviewRequestMoment(hours, "2026-11-27", 1)).toEqual(paris(28, 8));
    expect(isReviewRequestDue(hours, "2026-11-23", 3, paris(26, 20))).toBe(false);
    expect(isReviewRequestDue(hours, "2026-10-01", 3, paris(26, 10))).toBe(false);
    expect(reviewRequestMoment(hours, "2026-02-30", 3)).toBeNull();
  });
});

describe("the 'Chantier' panel's form", () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) data.set(k, v);
    return data;
  };
  it("accepts a past day and the switch, refuses a day after today or not a day, in French", () => {
    expect(parseJobDoneForm(form({ jobDoneOn: "2026-11-20", reviewRequestOff: "on" }), "2026-11-28")).toEqual({
      ok: true,
      value: { jobDoneOn: "2026-11-20", reviewRequestOff: true },
    });
    expect(parseJobDoneForm(form({ jobDoneOn: "" }), "2026-11-28")).toEqual({
      ok: true,
      value: { jobDoneOn: null, reviewRequestOff: false },
    });
    expect(parseJobDoneForm(form({ jobDoneOn: "2026-11-29" }), "2026-11-28")).toEqual({
      ok: false,
      message: JOB_DONE_MESSAGES.dateInFuture,
    });
    expect(parseJobDoneForm(form({ jobDoneOn: "29/11/2026" }), "2026-11-28")).toEqual({
      ok: false,
      message: JOB_DONE_MESSAGES.dateInvalid,
    });
  });
});

describe("'Avis clients' in Réglages", () => {
  const check = (googleReviewUrl: string, reviewDelayDays: string) =>
    reviewRequestSection.schema.safeParse({ googleReviewUrl, reviewDelayDays });
  it("takes an https link or nothing, and a whole number of days from 0 to 60", () => {
    expect(check(" https://g.page/r/abc/review ", "3").data).toEqual({
      reviewRequest: { googleReviewUrl: "https://g.page/r/abc/review", delayDays: 3 },
    });
    expect(check("", "0").success).toBe(true);
    expect(check("http://g.page/r/abc", "3").error?.issues[0]?.message).toBe(REVIEW_SETTINGS_MESSAGES.reviewUrlInvalid);
    expect(check("javascript:alert(1)", "3").error?.issues[0]?.message).toBe(REVIEW_SETTINGS_MESSAGES.reviewUrlInvalid);
    for (const days of ["", "-1", "2.5", "61", "trois"])
      expect(check("", days).error?.issues[0]?.message, days).toBe(REVIEW_SETTINGS_MESSAGES.reviewDelayInvalid);
  });
  it("reads settings saved before the section existed as no link and 3 days", () => {
    expect(reviewRequestSection.stored.parse({ name: "AZ" })).toEqual({ googleReviewUrl: "", reviewDelayDays: "3" });
  });
});

describe("what the panel says", () => {
  const base: ReviewPanelData = {
    leadId: "l1",
    won: true,
    today: "2026-11-24",
    jobDoneOn: "2026-11-23",
    reviewRequestOff: false,
    reviewRequestedAt: null,
    optedOut: false,
    hasEmail: true,
    hasReviewUrl: true,
    delayDays: 3,
    plannedAt: "2026-11-26T06:00:00.000Z",
    testimonial: { name: "Jean D.", project: "", workDate: "2026-11-23", reviewDate: "2026-11-24", source: "google" },
  };
  it("when, or why not", () => {
    // Sunday 29 November is closed: the panel says Monday, the day it really goes
    expect(reviewStatusOf({ ...base, jobDoneOn: "2026-11-26", plannedAt: "2026-11-30T06:00:00.000Z" }).text).toContain(
      "30 novembre 2026",
    );
    expect(reviewStatusOf(base)).toEqual({
      kind: "planned",
      text: "Demande d'avis prévue le 26 novembre 2026, pendant vos horaires d'ouverture.",
    });
    expect(reviewStatusOf({ ...base, optedOut: true }).text).toContain("ce client a demandé à ne plus en recevoir");
    expect(reviewStatusOf({ ...base, reviewRequestOff: true }).text).toContain("désactivée pour ce client");
    expect(reviewStatusOf({ ...base, hasReviewUrl: false })).toMatchObject({ kind: "none", settingsLink: true });
    expect(reviewStatusOf({ ...base, reviewRequestedAt: "2026-11-26T06:00:00.000Z" }).text).toMatch(
      /^Demande d'avis envoyée le /,
    );
  });
});
