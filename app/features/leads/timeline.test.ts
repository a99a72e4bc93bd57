import { describe, expect, it } from "vitest";
import { ACKNOWLEDGEMENT_HELD_EVENT, timelineTitle } from "./timeline";

const held = (detail: string | null) =>
  timelineTitle({
    type: "event",
    id: "e",
    kind: ACKNOWLEDGEMENT_HELD_EVENT,
    detail,
    actor: null,
    at: "2026-11-25T09:00:00.000Z",
  });

describe("the note of an acknowledgement held back", () => {
  it("says why, in French", () => {
    expect(held("recent_recipient")).toBe(
      "Accusé de réception non envoyé\u00a0: un accusé a déjà été envoyé à cette adresse dans les dernières 24\u00a0heures.",
    );
    expect(held("hourly_ceiling")).toBe(
      "Accusé de réception non envoyé\u00a0: plafond horaire des accusés de réception atteint.",
    );
    expect(held(null)).toBe("Accusé de réception non envoyé.");
  });
});
