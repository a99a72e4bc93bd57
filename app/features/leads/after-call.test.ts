import { describe, expect, it } from "vitest";
import { parseAfterCall, PIPELINE_MESSAGES } from "./pipeline";

describe("the 'Après l'appel' panel's check", () => {
  it("accepts a status alone: no note, no date", () => {
    expect(parseAfterCall({ status: "contacte", lostReason: "", note: "  ", followUpOn: "" })).toEqual({
      ok: true,
      value: { change: { status: "contacte", lostReason: null }, note: null, followUpOn: null },
    });
  });

  it("gives every field in error its message at once", () => {
    expect(parseAfterCall({ status: "perdu", lostReason: "", note: "x".repeat(2001), followUpOn: "2030-02-30" })).toEqual({
      ok: false,
      errors: {
        lostReason: PIPELINE_MESSAGES.lostReasonRequired,
        note: PIPELINE_MESSAGES.noteTooLong,
        followUpOn: PIPELINE_MESSAGES.followUpInvalid,
      },
    });
    expect(parseAfterCall({ status: "termine", lostReason: "", note: "", followUpOn: "" })).toEqual({
      ok: false,
      errors: { status: PIPELINE_MESSAGES.unknownStatus },
    });
  });

  it("keeps the note trimmed and the reason of a lost request", () => {
    expect(parseAfterCall({ status: "perdu", lostReason: "prix", note: " Trop cher \r\n", followUpOn: "2030-03-14" })).toEqual({
      ok: true,
      value: { change: { status: "perdu", lostReason: "prix" }, note: "Trop cher", followUpOn: "2030-03-14" },
    });
  });
});
