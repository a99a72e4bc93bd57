import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { VISIT_SETTINGS_MESSAGES, visitSlotsSection } from "./sections/visit-slots";

const form = (fields: [string, string][]) => new URLSearchParams(fields);
const valid: [string, string][] = [
  ["visitDays", "Monday"],
  ["visitDays", "Thursday"],
  ["visitFrom", "08:30"],
  ["visitTo", "12:00"],
  ["visitDuration", "45"],
  ["visitNotice", "48"],
  ["visitPerDay", "2"],
  ["visitAutoConfirm", "on"],
];
const errorsOf = (fields: [string, string][]) => {
  const result = visitSlotsSection.schema.safeParse(visitSlotsSection.readForm(form(fields)));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("'Visites' in Réglages (docs/product.md#visits)", () => {
  it("reads the checked days, hours, duration, notice, visits a day and automatic confirmation", () => {
    const result = visitSlotsSection.schema.parse(visitSlotsSection.readForm(form(valid)));
    expect(result.visitSlots).toEqual({
      days: ["Monday", "Thursday"],
      from: "08:30",
      to: "12:00",
      durationMinutes: 45,
      minimumNoticeHours: 48,
      perDay: 2,
      autoConfirm: true,
    });
    expect(visitSlotsSection.toDraft(result)).toMatchObject({ visitDays: "Monday,Thursday", visitAutoConfirm: "on" });
  });

  it("refuses in French: no day, a bad time, hours too short for one visit, numbers out of range", () => {
    const replace = (name: string, value: string) => [...valid.filter(([n]) => n !== name), [name, value] as [string, string]];
    expect(errorsOf(valid.filter(([n]) => n !== "visitDays"))).toEqual({ visitDays: VISIT_SETTINGS_MESSAGES.days });
    expect(errorsOf(replace("visitFrom", "8h"))).toEqual({ visitFrom: VISIT_SETTINGS_MESSAGES.time });
    expect(errorsOf(replace("visitTo", "09:00"))).toEqual({ visitTo: VISIT_SETTINGS_MESSAGES.order });
    expect(errorsOf(replace("visitDuration", "5"))).toEqual({ visitDuration: VISIT_SETTINGS_MESSAGES.duration });
    expect(errorsOf(replace("visitNotice", "-1"))).toEqual({ visitNotice: VISIT_SETTINGS_MESSAGES.notice });
    expect(errorsOf(replace("visitPerDay", "0"))).toEqual({ visitPerDay: VISIT_SETTINGS_MESSAGES.perDay });
    for (const message of Object.values(VISIT_SETTINGS_MESSAGES)) expect(message).not.toMatch(/ [:;?!]/);
  });

  it("reads settings saved before the section existed as the defaults", () => {
    const draft = visitSlotsSection.stored.parse({ name: "AZ" });
    expect(visitSlotsSection.schema.parse(draft).visitSlots).toEqual(DEFAULT_SITE.visitSlots);
  });
});
