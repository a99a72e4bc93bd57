import { describe, expect, it } from "vitest";
import { ANSWER_MESSAGES, acceptErrors, answerIntentOf, answerValuesOf, withdrawErrors } from "./answer-form";
import { formatCents, formatQuantity } from "./format";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the answers' forms", () => {
  it("reads what was typed, without hidden characters, keeping a question's lines", () => {
    const values = answerValuesOf(
      form([
        ["signerName", "  Jean\u202e  Dupont "],
        ["options", "opt"],
        ["options", "autre"],
        ["agree", "on"],
        ["question", "Ligne 1\r\nLigne\u0007 2"],
        ["version", "3"],
      ]),
    );
    expect(values).toMatchObject({ signerName: "Jean Dupont", options: ["opt", "autre"], agree: true, cgv: false, version: 3 });
    expect(values.question).toBe("Ligne 1\nLigne 2");
    expect(answerValuesOf(form([["version", "1e3"]])).version).toBeNull();
    expect(answerIntentOf(form([["intent", "accept"]]))).toBe("accept");
    expect(answerIntentOf(form([["intent", "constructor"]]))).toBeNull();
  });

  it("asks for every required tick and the name, the reduced-VAT statement only with a reduced rate", () => {
    const empty = answerValuesOf(form([]));
    expect(acceptErrors(empty, true)).toEqual({
      signerName: ANSWER_MESSAGES.nameRequired,
      agree: ANSWER_MESSAGES.agreeRequired,
      reducedVat: ANSWER_MESSAGES.reducedVatRequired,
      cgv: ANSWER_MESSAGES.cgvRequired,
    });
    expect(acceptErrors(empty, false)).not.toHaveProperty("reducedVat");
    const signed = answerValuesOf(
      form([
        ["signerName", "Jean Dupont"],
        ["agree", "on"],
        ["cgv", "on"],
      ]),
    );
    expect(acceptErrors(signed, false)).toEqual({});
    expect(withdrawErrors(signed)).toEqual({ confirm: ANSWER_MESSAGES.withdrawConfirmRequired });
  });

  it("writes amounts and quantities the French way, cents always shown", () => {
    expect(formatCents(218150)).toBe("2\u202f181,50\u00a0€");
    expect(formatCents(100000)).toBe("1\u202f000,00\u00a0€");
    expect(formatQuantity(1250)).toBe("12,5");
    expect(formatQuantity(4205)).toBe("42,05");
    expect(formatQuantity(100)).toBe("1");
  });
});
