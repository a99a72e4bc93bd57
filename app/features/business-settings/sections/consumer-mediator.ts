/**
 * 'Médiateur de la consommation' (docs/product.md#consumer-mediator): the
 * mediator a consumer client may turn to for free (Code de la consommation,
 * L. 612-1 and L. 616-1), shown in the legal notice, the CGV and the privacy
 * page. Empty until the owner has joined one (the pages then say 'Médiateur à
 * renseigner' and the dashboard says it is due); once begun, the name, the
 * postal address and the website are all asked for.
 */
import { z } from "zod";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { readTextFields, storedObject, storedText } from "./fields";
import type { SettingsSection } from "./section";

export interface ConsumerMediatorSettings {
  mediator: { name: string; address: string; website: string };
}

export interface ConsumerMediatorDraft {
  mediatorName: string;
  mediatorAddress: string;
  mediatorWebsite: string;
}

/** The website as a full address: 'www.exemple.fr' is taken as https://www.exemple.fr; null when it is none. */
export function mediatorWebsiteOf(typed: string): string | null {
  const value = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  if (value.length > LIMITS.text || !URL.canParse(value)) return null;
  const url = new URL(value);
  const fine =
    (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username && !url.password;
  if (!fine) return null;
  // 'https://www.exemple.fr', as people write it, rather than with the root's slash
  return url.pathname === "/" && !url.search && !url.hash ? url.origin : url.href;
}

const text = z.string().trim().max(LIMITS.text, M.tooLong);

const schema = z
  .object({ mediatorName: text, mediatorAddress: text, mediatorWebsite: z.string().trim() })
  .transform(({ mediatorName: name, mediatorAddress: address, mediatorWebsite: typedWebsite }, ctx) => {
    if (name === "" && address === "" && typedWebsite === "") return { mediator: { name, address, website: "" } };
    const website = typedWebsite === "" ? null : mediatorWebsiteOf(typedWebsite);
    const issue = (path: keyof ConsumerMediatorDraft, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    if (name === "") issue("mediatorName", M.mediatorNameRequired);
    if (address === "") issue("mediatorAddress", M.mediatorAddressRequired);
    if (typedWebsite === "") issue("mediatorWebsite", M.mediatorWebsiteRequired);
    else if (website === null) issue("mediatorWebsite", M.mediatorWebsiteInvalid);
    if (name === "" || address === "" || website === null) return z.NEVER;
    return { mediator: { name, address, website } };
  });

export const consumerMediatorSection: SettingsSection<ConsumerMediatorDraft, ConsumerMediatorSettings> = {
  readForm: (form) => readTextFields(form, ["mediatorName", "mediatorAddress", "mediatorWebsite"]),
  schema,
  stored: storedObject({ mediator: storedObject({ name: storedText, address: storedText, website: storedText }) }).transform(
    ({ mediator }) => ({
      mediatorName: mediator.name,
      mediatorAddress: mediator.address,
      mediatorWebsite: mediator.website,
    }),
  ),
  toDraft: ({ mediator }) => ({
    mediatorName: mediator.name,
    mediatorAddress: mediator.address,
    mediatorWebsite: mediator.website,
  }),
  fromSite: (site) => ({ mediator: { ...site.mediator } }),
  toSite: (s) => ({ mediator: s.mediator }),
};
