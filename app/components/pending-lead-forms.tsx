/**
 * TEMPORARY stand-ins for the leads engineer's <ContactForm /> (form A) and
 * <QuoteForm /> (form B): the visible fields and labels of SPEC §5 only, no
 * submission. Whoever lands second replaces them with the real components
 * (app/features/leads/contact-form.tsx and quote-form.tsx) and deletes this file.
 */
import { Send } from "lucide-react";
import { useId, type FormEvent } from "react";
import { PROJECT_OPTIONS, QUOTE_FORM_LABELS, QUOTE_FORM_NOTE, QUOTE_PROJECT_TYPES } from "~/features/leads/schemas";
import { Button } from "./ui/button";
import { Input, Label, Select, Textarea } from "./ui/input";

const preventSubmit = (event: FormEvent) => event.preventDefault();

export function PendingContactForm() {
  const id = useId();
  return (
    <form noValidate onSubmit={preventSubmit} className="grid gap-5 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-prenom`}>Prénom *</Label>
        <Input id={`${id}-prenom`} name="prenom" autoComplete="given-name" />
      </div>
      <div>
        <Label htmlFor={`${id}-nom`}>Nom *</Label>
        <Input id={`${id}-nom`} name="nom" autoComplete="family-name" />
      </div>
      <div>
        <Label htmlFor={`${id}-telephone`}>Téléphone *</Label>
        <Input id={`${id}-telephone`} name="telephone" type="tel" autoComplete="tel" />
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>Email *</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" />
      </div>
      <div>
        <Label htmlFor={`${id}-ville`}>Ville</Label>
        <Input id={`${id}-ville`} name="ville" autoComplete="address-level2" />
      </div>
      <div>
        <Label htmlFor={`${id}-projet`}>Type de projet *</Label>
        <Select id={`${id}-projet`} name="projet" defaultValue="">
          <option value="" disabled>
            Sélectionnez un type de projet
          </option>
          {PROJECT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-description`}>Description du projet *</Label>
        <Textarea id={`${id}-description`} name="description" rows={5} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden />
          Envoyer ma demande
        </Button>
      </div>
    </form>
  );
}

export function PendingQuoteForm() {
  const id = useId();
  return (
    <form onSubmit={preventSubmit} className="grid gap-5 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-firstName`}>{QUOTE_FORM_LABELS.firstName}</Label>
        <Input id={`${id}-firstName`} name="firstName" required autoComplete="given-name" />
      </div>
      <div>
        <Label htmlFor={`${id}-lastName`}>{QUOTE_FORM_LABELS.lastName}</Label>
        <Input id={`${id}-lastName`} name="lastName" required autoComplete="family-name" />
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>{QUOTE_FORM_LABELS.email}</Label>
        <Input id={`${id}-email`} name="email" type="email" required autoComplete="email" />
      </div>
      <div>
        <Label htmlFor={`${id}-phone`}>{QUOTE_FORM_LABELS.phone}</Label>
        <Input id={`${id}-phone`} name="phone" type="tel" required autoComplete="tel" />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-address`}>{QUOTE_FORM_LABELS.address}</Label>
        <Input id={`${id}-address`} name="address" required autoComplete="street-address" />
      </div>
      <div>
        <Label htmlFor={`${id}-projectType`}>{QUOTE_FORM_LABELS.projectType}</Label>
        <Select id={`${id}-projectType`} name="projectType" defaultValue="">
          <option value="">Sélectionnez</option>
          {QUOTE_PROJECT_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-surface`}>{QUOTE_FORM_LABELS.surface}</Label>
        <Input id={`${id}-surface`} name="surface" type="number" min={0} inputMode="decimal" />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-description`}>{QUOTE_FORM_LABELS.description}</Label>
        <Textarea id={`${id}-description`} name="description" rows={5} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full">
          <Send aria-hidden />
          Envoyer ma demande de devis
        </Button>
        <p className="mt-3 text-sm text-slate-600">{QUOTE_FORM_NOTE}</p>
      </div>
    </form>
  );
}
