/**
 * 'Assurance décennale' (docs/product.md#decennale-insurance): the insurer,
 * the contract number and the geographic coverage of the ten-year liability
 * insurance a roofer must hold and make known (Code des assurances, L. 241-1
 * and L. 243-2). Empty until given (the dashboard says it is due); once begun,
 * the three are asked for together.
 */
import { z } from "zod";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { readTextFields, storedObject, storedText } from "./fields";
import type { SettingsSection } from "./section";

export interface DecennaleInsuranceSettings {
  decennale: { insurer: string; contractNumber: string; coverage: string };
}

export interface DecennaleInsuranceDraft {
  decennaleInsurer: string;
  decennaleContract: string;
  decennaleCoverage: string;
}

const text = z.string().trim().max(LIMITS.text, M.tooLong);

const schema = z
  .object({ decennaleInsurer: text, decennaleContract: text, decennaleCoverage: text })
  .transform(({ decennaleInsurer: insurer, decennaleContract: contractNumber, decennaleCoverage: coverage }, ctx) => {
    if (insurer === "" && contractNumber === "" && coverage === "") return { decennale: { insurer, contractNumber, coverage } };
    const issue = (path: keyof DecennaleInsuranceDraft, message: string) =>
      ctx.addIssue({ code: "custom", message, path: [path] });
    if (insurer === "") issue("decennaleInsurer", M.insurerRequired);
    if (contractNumber === "") issue("decennaleContract", M.insuranceContractRequired);
    if (coverage === "") issue("decennaleCoverage", M.insuranceCoverageRequired);
    if (insurer === "" || contractNumber === "" || coverage === "") return z.NEVER;
    return { decennale: { insurer, contractNumber, coverage } };
  });

export const decennaleInsuranceSection: SettingsSection<DecennaleInsuranceDraft, DecennaleInsuranceSettings> = {
  readForm: (form) => readTextFields(form, ["decennaleInsurer", "decennaleContract", "decennaleCoverage"]),
  schema,
  // saved before the section existed: no insurance given yet
  stored: storedObject({
    decennale: storedObject({ insurer: storedText, contractNumber: storedText, coverage: storedText }),
  }).transform(({ decennale }) => ({
    decennaleInsurer: decennale.insurer,
    decennaleContract: decennale.contractNumber,
    decennaleCoverage: decennale.coverage,
  })),
  toDraft: ({ decennale }) => ({
    decennaleInsurer: decennale.insurer,
    decennaleContract: decennale.contractNumber,
    decennaleCoverage: decennale.coverage,
  }),
  fromSite: (site) => ({ decennale: { ...site.decennale } }),
  toSite: (s) => ({ decennale: s.decennale }),
};
