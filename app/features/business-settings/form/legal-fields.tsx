/**
 * The fields of the 'Mentions légales' and 'Médiateur de la consommation'
 * cards (docs/product.md#legal-identity, docs/product.md#consumer-mediator).
 */
import { TextField } from "~/features/auth/ui";
import { LIMITS } from "../limits";
import type { SettingsDraft, SettingsErrors } from "../types";

interface FieldsProps {
  draft: SettingsDraft;
  errors: SettingsErrors;
}

const GRID = "grid gap-5 sm:grid-cols-2";

/** Who publishes the site: legal form, registration, identifiers, director, data contact, host. */
export function LegalIdentityFields({ draft, errors }: FieldsProps) {
  return (
    <div className={GRID}>
      <TextField
        label="Forme juridique"
        name="legalForm"
        defaultValue={draft.legalForm}
        error={errors.legalForm}
        hint="Ex. SARL (société à responsabilité limitée), SAS, entreprise individuelle."
        maxLength={LIMITS.text}
      />
      <TextField
        label="Capital social"
        name="shareCapital"
        defaultValue={draft.shareCapital}
        error={errors.shareCapital}
        hint="Ex. 10 000 €. Laissez vide pour une entreprise individuelle."
        maxLength={LIMITS.text}
      />
      <TextField
        label="Numéro d'immatriculation"
        name="registrationNumber"
        defaultValue={draft.registrationNumber}
        error={errors.registrationNumber}
        hint="RCS ou RM, ex. RCS Villefranche-Tarare 123 456 782"
        maxLength={LIMITS.text}
      />
      <TextField
        label="Greffe d'immatriculation"
        name="registryCourt"
        defaultValue={draft.registryCourt}
        error={errors.registryCourt}
        maxLength={LIMITS.text}
      />
      <TextField
        label="SIRET"
        name="siret"
        inputMode="numeric"
        defaultValue={draft.siret}
        error={errors.siret}
        hint="14 chiffres, ex. 123 456 782 00010 (avis de situation Insee, Kbis)."
        autoComplete="off"
      />
      <TextField
        label="Numéro de TVA intracommunautaire"
        name="vatNumber"
        defaultValue={draft.vatNumber}
        error={errors.vatNumber}
        hint="Ex. FR 11 123 456 782. Laissez vide si l'entreprise n'en a pas."
        autoComplete="off"
      />
      <TextField
        label="Directeur de la publication"
        name="publicationDirector"
        defaultValue={draft.publicationDirector}
        error={errors.publicationDirector}
        hint="Prénom et nom du responsable du contenu du site, en général le gérant."
        maxLength={LIMITS.text}
        autoComplete="off"
      />
      <TextField
        label="E-mail pour les données personnelles"
        name="privacyEmail"
        type="email"
        defaultValue={draft.privacyEmail}
        error={errors.privacyEmail}
        hint={"Facultatif\u00a0: sans adresse, les demandes sur les données vont à l'e-mail principal."}
        autoComplete="off"
      />
      <TextField
        label="Hébergeur"
        name="hostName"
        defaultValue={draft.hostName}
        error={errors.hostName}
        maxLength={LIMITS.text}
      />
      <TextField
        label="Adresse de l'hébergeur"
        name="hostAddress"
        defaultValue={draft.hostAddress}
        error={errors.hostAddress}
        maxLength={LIMITS.text}
      />
    </div>
  );
}

/** The consumer mediator: name, postal address, website. */
export function ConsumerMediatorFields({ draft, errors }: FieldsProps) {
  return (
    <div className={GRID}>
      <TextField
        label="Nom du médiateur"
        name="mediatorName"
        defaultValue={draft.mediatorName}
        error={errors.mediatorName}
        hint="Tel qu'il figure sur votre convention d'adhésion."
        maxLength={LIMITS.text}
        className="sm:col-span-2"
      />
      <TextField
        label="Adresse postale du médiateur"
        name="mediatorAddress"
        defaultValue={draft.mediatorAddress}
        error={errors.mediatorAddress}
        maxLength={LIMITS.text}
        className="sm:col-span-2"
      />
      <TextField
        label="Site internet du médiateur"
        name="mediatorWebsite"
        type="url"
        inputMode="url"
        defaultValue={draft.mediatorWebsite}
        error={errors.mediatorWebsite}
        hint="Où le client dépose sa demande, ex. https://www.mediateur-exemple.fr"
        maxLength={LIMITS.text}
        className="sm:col-span-2"
        autoComplete="off"
      />
    </div>
  );
}
