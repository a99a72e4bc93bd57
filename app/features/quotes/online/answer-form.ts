/**
 * The customer's answer forms on the devis page (docs/product.md#devis-answers), as posted (plain
 * HTML forms, with or without JavaScript): their fields, their French messages, and the check of
 * what was typed. Pure: the page and the server share it.
 */
import { withoutHiddenCharacters } from "~/lib/hidden-characters";

export const ANSWER_INTENTS = ["accept", "refuse", "question", "withdraw", "total"] as const;
export type AnswerIntent = (typeof ANSWER_INTENTS)[number];

export const ANSWER_LIMITS = { signerName: 120, reason: 1000, question: 2000 } as const;

/** Days a consumer has to withdraw after signing (Code de la consommation, L221-18). */
export const WITHDRAWAL_DAYS = 14;

export const ANSWER_MESSAGES = {
  nameRequired: "Indiquez votre nom et votre prénom.",
  nameTooLong: `${ANSWER_LIMITS.signerName} caractères au maximum.`,
  agreeRequired: "Cochez «\u00a0Bon pour accord\u00a0» pour accepter le devis.",
  cgvRequired: "Cochez cette case pour accepter les conditions générales de vente.",
  reducedVatRequired: "Cette attestation est nécessaire pour appliquer le taux de TVA réduit.",
  reasonTooLong: `${ANSWER_LIMITS.reason} caractères au maximum.`,
  questionRequired: "Écrivez votre question.",
  questionTooLong: `${ANSWER_LIMITS.question} caractères au maximum.`,
  withdrawConfirmRequired: "Cochez cette case pour confirmer votre rétractation.",
  fix: "Le formulaire contient des erreurs\u00a0: corrigez les champs signalés.",
  alreadyAccepted: "Ce devis a déjà été accepté\u00a0: votre signature est enregistrée, rien n'a été modifié.",
  alreadyRefused: "Ce devis a été refusé\u00a0: il ne peut plus être accepté. Contactez-nous pour en parler.",
  alreadyWithdrawn: "Vous vous êtes rétracté de ce devis\u00a0: il ne peut plus être accepté. Contactez-nous pour en parler.",
  notAcceptedYet: "Ce devis n'a pas été accepté\u00a0: il n'y a rien à rétracter.",
  expired:
    "La durée de validité de ce devis est dépassée\u00a0: il ne peut plus être accepté. Contactez-nous pour en recevoir un nouveau.",
  oldVersion:
    "Ce devis a été mis à jour depuis que vous avez ouvert la page\u00a0: relisez la nouvelle version ci-dessous avant de l'accepter. Rien n'a été enregistré.",
  withdrawalOver: `Le délai de rétractation de ${WITHDRAWAL_DAYS}\u00a0jours est dépassé\u00a0: contactez-nous pour en parler.`,
  rateLimited: "Trop d'envois depuis votre connexion. Patientez quelques minutes, puis réessayez.",
  unknown: "Action inconnue. Rechargez la page et réessayez.",
  accepted: "Merci\u00a0! Votre acceptation est enregistrée. Vous allez recevoir le devis signé par e-mail.",
  refused: "Votre réponse est enregistrée. Merci de nous avoir répondu.",
  asked: "Votre question a bien été envoyée. Nous vous répondons au plus vite, par e-mail ou par téléphone.",
  withdrawn: "Votre rétractation est enregistrée. Vous allez en recevoir la confirmation par e-mail.",
} as const;

export type AnswerFieldErrors = Partial<
  Record<"signerName" | "agree" | "cgv" | "reducedVat" | "reason" | "question" | "confirm", string>
>;

/** What the customer typed, kept to fill the form again after a refusal. */
export interface AnswerValues {
  signerName: string;
  options: string[];
  agree: boolean;
  cgv: boolean;
  reducedVat: boolean;
  reason: string;
  question: string;
  confirm: boolean;
  /** the version the page showed */
  version: number | null;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const ticked = (form: FormData, name: string) => form.get(name) === "on";
const oneLine = (value: string) => withoutHiddenCharacters(value).replace(/\s+/g, " ").trim();
const text = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => withoutHiddenCharacters(line))
    .join("\n")
    .trim();

export function answerIntentOf(form: FormData): AnswerIntent | null {
  const intent = field(form, "intent");
  return (ANSWER_INTENTS as readonly string[]).includes(intent) ? (intent as AnswerIntent) : null;
}

export function answerValuesOf(form: FormData): AnswerValues {
  const version = field(form, "version");
  return {
    signerName: oneLine(field(form, "signerName")).slice(0, ANSWER_LIMITS.signerName + 1),
    options: form
      .getAll("options")
      .filter((v): v is string => typeof v === "string")
      .slice(0, 200),
    agree: ticked(form, "agree"),
    cgv: ticked(form, "cgv"),
    reducedVat: ticked(form, "reducedVat"),
    reason: text(field(form, "reason")).slice(0, ANSWER_LIMITS.reason + 1),
    question: text(field(form, "question")).slice(0, ANSWER_LIMITS.question + 1),
    confirm: ticked(form, "confirm"),
    version: /^\d{1,6}$/.test(version) ? Number(version) : null,
  };
}

const nameErrors = (values: AnswerValues): AnswerFieldErrors =>
  values.signerName === ""
    ? { signerName: ANSWER_MESSAGES.nameRequired }
    : values.signerName.length > ANSWER_LIMITS.signerName
      ? { signerName: ANSWER_MESSAGES.nameTooLong }
      : {};

/** The fields of 'Accepter' left wrong; `reducedVat`: the devis has a reduced rate, so the statement is required. */
export function acceptErrors(values: AnswerValues, reducedVat: boolean): AnswerFieldErrors {
  return {
    ...nameErrors(values),
    ...(values.agree ? {} : { agree: ANSWER_MESSAGES.agreeRequired }),
    ...(reducedVat && !values.reducedVat ? { reducedVat: ANSWER_MESSAGES.reducedVatRequired } : {}),
    ...(values.cgv ? {} : { cgv: ANSWER_MESSAGES.cgvRequired }),
  };
}

export function refuseErrors(values: AnswerValues): AnswerFieldErrors {
  return values.reason.length > ANSWER_LIMITS.reason ? { reason: ANSWER_MESSAGES.reasonTooLong } : {};
}

export function questionErrors(values: AnswerValues): AnswerFieldErrors {
  if (values.question === "") return { question: ANSWER_MESSAGES.questionRequired };
  return values.question.length > ANSWER_LIMITS.question ? { question: ANSWER_MESSAGES.questionTooLong } : {};
}

export function withdrawErrors(values: AnswerValues): AnswerFieldErrors {
  return { ...nameErrors(values), ...(values.confirm ? {} : { confirm: ANSWER_MESSAGES.withdrawConfirmRequired }) };
}

/** The last instant a withdrawal is accepted: 14 days after the signature. */
export function withdrawalEndsAt(acceptedAt: string): Date {
  return new Date(new Date(acceptedAt).getTime() + WITHDRAWAL_DAYS * 24 * 60 * 60_000);
}
