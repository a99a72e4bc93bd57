import { describe, expect, it } from "vitest";
import { formatFrenchDateTime } from "~/lib/dates";
import { notificationLabel, parseLeadFilter, projectLabelOf } from "./format";

const n = (status: "none" | "pending" | "sending" | "sent" | "failed", nextAttemptAt: string | null = null) => ({
  status,
  attempts: 1,
  lastError: null,
  nextAttemptAt,
  sentAt: null,
});

describe("lead display rules", () => {
  it("names the notification's state as the inbox shows it", () => {
    expect(notificationLabel(n("pending"))).toBe("en attente");
    expect(notificationLabel(n("sending"))).toBe("envoi en cours");
    expect(notificationLabel(n("sent"))).toBe("envoyée");
    expect(notificationLabel(n("failed", "2026-05-19T08:00:00.000Z"))).toBe("échec (nouvel essai prévu)");
    expect(notificationLabel(n("failed"))).toBe("échec (abandonnée)");
    expect(notificationLabel(n("none"), true)).toBe("non envoyée (spam)");
  });

  it("writes dates in Paris time, day first", () => {
    expect(formatFrenchDateTime("2026-05-19T08:30:00.000Z")).toBe("19/05/2026 10:30");
    expect(formatFrenchDateTime("2026-12-31T23:30:00.000Z")).toBe("01/01/2027 00:30");
    expect(formatFrenchDateTime("pas une date")).toBe("");
  });

  it("labels each form's project values", () => {
    expect(projectLabelOf({ form: "contact", project: "bavettes" })).toBe("Bavettes et solins");
    expect(projectLabelOf({ form: "quote", project: "gutters" })).toBe("Gouttières");
    expect(projectLabelOf({ form: "quote", project: null })).toBe("Non spécifié");
  });

  it("reads the filter from the URL, 'toutes' for anything else", () => {
    expect(parseLeadFilter("spam")).toBe("spam");
    expect(parseLeadFilter("en-cours")).toBe("en-cours");
    expect(parseLeadFilter("perdu")).toBe("perdu");
    // the filters before the pipeline are no longer known
    expect(parseLeadFilter("a-traiter")).toBe("toutes");
    expect(parseLeadFilter("DROP TABLE")).toBe("toutes");
    expect(parseLeadFilter(null)).toBe("toutes");
  });
});
