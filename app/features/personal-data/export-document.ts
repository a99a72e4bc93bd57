/**
 * The readable JSON of a personal-data export (docs/product.md#personal-data): French keys, ISO
 * dates, labels as the admin shows them beside the stored values. Pure: the ZIP builder
 * (export.server.ts) gives it what it found and which photo files it could add.
 */
import { FORM_LABELS, projectLabelOf, type LeadForm } from "~/features/leads/format";
import { lostReasonLabel, statusLabel } from "~/features/leads/pipeline";
import { mailName, timelineTitle } from "~/features/leads/timeline";
import { quoteStateLabel, quoteStateOf } from "~/features/quotes/states";
import { formatMonths } from "~/lib/durations";
import { linesAboutPerson } from "./mail-redaction";
import type { PersonalDataRecord, PersonCounter, PersonLead, PersonMail, PersonPhoto, PersonQuote } from "./record";

/** The JSON file's name inside the ZIP. */
export const EXPORT_JSON_NAME = "donnees-personnelles.json";

export interface ExportContext {
  generatedAt: string;
  controller: { name: string; email: string; phone: string };
  retentionMonths: number;
  /** the Paris day the retention purge deletes a request ('YYYY-MM-DD') */
  deletionDayOf: (lead: PersonLead) => string;
  /** a photo's file in the ZIP, or null when the storage did not give it */
  photoFileOf: (photo: PersonPhoto) => string | null;
}

const MAIL_STATUSES: Record<string, string> = {
  pending: "en attente",
  sending: "en cours d'envoi",
  sent: "envoyé",
  failed: "échec",
};

const COUNTER_KINDS: Record<PersonCounter["kind"], string> = {
  acknowledgement: "Limite d'un accusé de réception par adresse et par 24 heures (adresse conservée sous forme d'empreinte)",
  "sign-in": "Limite de tentatives de connexion à l'administration avec cette adresse",
  "password-reset": "Limite de demandes de réinitialisation de mot de passe avec cette adresse",
};

/** A visit's status as the page and the export say it. */
export const VISIT_STATUS_LABELS: Record<string, string> = {
  proposed: "proposée par le client",
  confirmed: "confirmée",
  cancelled: "annulée",
};

function quoteEntry(quote: PersonQuote, generatedAt: string) {
  return {
    numero: quote.number,
    statut: quoteStateLabel(quoteStateOf(quote, new Date(generatedAt))),
    cree_le: quote.createdAt,
    premier_envoi_le: quote.firstSentAt,
    ouvert_le: quote.viewedAt,
    reponse_le: quote.answeredAt,
    retractation_le: quote.withdrawnAt,
    valable_jusqu_au: quote.validUntil,
    motif_du_refus: quote.refusalReason,
    contenu: quote.content,
    versions_envoyees: quote.versions.map((v) => ({ version: v.version, envoyee_le: v.sentAt, document: v.document })),
    signature: quote.acceptance
      ? {
          version: quote.acceptance.version,
          signataire: quote.acceptance.signerName,
          signe_le: quote.acceptance.acceptedAt,
          adresse_ip: quote.acceptance.ip,
          navigateur: quote.acceptance.userAgent,
          options_cochees: quote.acceptance.tickedOptions,
          attestation_tva_reduite: quote.acceptance.reducedVatStatement,
        }
      : null,
    conservation: quote.keptOnErasure
      ? "Devis signé\u00a0: conservé comme contrat, y compris après effacement des demandes."
      : "Effacé avec les demandes de la personne.",
  };
}

/** The stem of a file name, kept to letters, digits, dots, hyphens and underscores (accents dropped). */
function safeStem(name: string): string {
  const stem = name
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 60);
  return stem || "photo";
}

/** `photos/D-2026-0042/1-toiture.jpg`: the stored copy is always JPEG. Unique per request and position. */
export function photoEntryName(
  lead: Pick<PersonLead, "reference">,
  photo: Pick<PersonPhoto, "position" | "originalName">,
): string {
  return `photos/${safeStem(lead.reference)}/${photo.position + 1}-${safeStem(photo.originalName)}.jpg`;
}

function mailEntry(mail: PersonMail) {
  return {
    type: mailName(mail.kind),
    statut: MAIL_STATUSES[mail.status] ?? mail.status,
    cree_le: mail.createdAt,
    envoye_le: mail.sentAt,
    tentatives: mail.attempts,
    derniere_erreur: mail.lastError,
    destinataire: mail.to ?? "l'entreprise",
    repondre_a: mail.replyTo,
    objet: mail.subject,
    texte: mail.text,
  };
}

function leadEntry(lead: PersonLead, context: ExportContext) {
  const form: LeadForm = lead.form === "quote" || lead.form === "callback" ? lead.form : "contact";
  return {
    reference: lead.reference,
    recue_le: lead.createdAt,
    formulaire: FORM_LABELS[form],
    prenom: lead.firstName,
    nom: lead.lastName,
    email: lead.email,
    telephone: lead.phone,
    ville: lead.city,
    adresse: lead.address,
    projet: lead.project === null ? null : projectLabelOf({ form, project: lead.project }),
    surface_m2: lead.surface,
    message: lead.message,
    page_d_envoi: lead.sourcePath,
    rappel_urgent: lead.urgent,
    classee_en_spam: lead.spam,
    suivi: {
      statut: statusLabel(lead.status),
      motif_de_perte: lead.lostReason ? lostReasonLabel(lead.lostReason) : null,
      a_rappeler_le: lead.followUpOn,
      premier_contact_le: lead.firstContactedAt,
      statut_modifie_le: lead.statusChangedAt,
    },
    origine_de_la_visite: {
      page_d_arrivee: lead.landingPath,
      site_precedent: lead.referrerHost,
      utm_source: lead.utmSource,
      utm_medium: lead.utmMedium,
      utm_campaign: lead.utmCampaign,
      gclid: lead.gclid,
    },
    donnees_techniques: {
      empreinte_de_l_adresse_ip: lead.ipHash,
      navigateur: lead.userAgent,
    },
    effacement_automatique_le: context.deletionDayOf(lead),
    photos: lead.photos.map((photo) => {
      const file = context.photoFileOf(photo);
      return {
        fichier: file,
        ...(file ? {} : { remarque: "Fichier introuvable dans le stockage des photos." }),
        nom_d_origine: photo.originalName,
        format: photo.mime,
        largeur_px: photo.width,
        hauteur_px: photo.height,
        taille_octets: photo.size,
        recue_le: photo.createdAt,
      };
    }),
    historique: lead.events.map((event) => ({
      le: event.createdAt,
      evenement: timelineTitle({
        type: "event",
        id: event.id,
        kind: event.kind,
        detail: event.detail,
        actor: event.actor,
        at: event.createdAt,
      }),
      detail: event.detail,
      par: event.actor,
    })),
    e_mails: lead.mails.map(mailEntry),
    visites: lead.visits.map((visit) => ({
      debut: visit.startsAt,
      fin: visit.endsAt,
      statut: VISIT_STATUS_LABELS[visit.status] ?? visit.status,
      prise_par: visit.bookedBy === "customer" ? "le client" : "l'entreprise",
      note: visit.note,
      creee_le: visit.createdAt,
      annulee_le: visit.cancelledAt,
    })),
    fin_de_chantier: lead.jobCompletion
      ? {
          chantier_termine_le: lead.jobCompletion.jobDoneOn,
          demande_d_avis_envoyee_le: lead.jobCompletion.reviewRequestedAt,
          pas_de_demande_d_avis: lead.jobCompletion.reviewRequestOff,
        }
      : null,
    envois_du_formulaire: lead.submissions.map((submission) => ({
      le: submission.createdAt,
      empreinte: submission.key,
      remarque: "Sert à ne pas enregistrer deux fois un même envoi\u00a0; effacée après 24\u00a0heures.",
    })),
  };
}

export function exportDocument(record: PersonalDataRecord, context: ExportContext) {
  return {
    document: "Données personnelles conservées sur le site",
    genere_le: context.generatedAt,
    responsable_du_traitement: {
      nom: context.controller.name,
      email: context.controller.email,
      telephone: context.controller.phone,
    },
    recherche: {
      par: record.identifier.kind === "email" ? "adresse e-mail" : "numéro de téléphone",
      valeur: record.identifier.display,
    },
    duree_de_conservation: `${formatMonths(context.retentionMonths)} à compter de la réception de chaque demande, puis effacement automatique`,
    demandes: record.leads.map((lead) => leadEntry(lead, context)),
    devis: record.quotes.map((quote) => quoteEntry(quote, context.generatedAt)),
    refus_des_demandes_d_avis: record.reviewOptOutSince
      ? { depuis_le: record.reviewOptOutSince, remarque: "Adresse conservée sous forme d'empreinte, pour respecter ce choix." }
      : null,
    // only their lines: the others these e-mails name are not theirs to read
    autres_e_mails_qui_la_citent: record.otherMails.map((mail) => ({
      ...mailEntry(mail),
      texte: linesAboutPerson(mail.text, {
        email: record.identifier.kind === "email" ? record.identifier.email : null,
        references: record.leads.map((lead) => lead.reference),
        leadIds: record.leads.map((lead) => lead.id),
      }),
      remarque: "Seules les lignes qui la concernent sont reprises.",
    })),
    compteurs: record.counters.map((counter) => ({
      nature: COUNTER_KINDS[counter.kind],
      depuis_le: new Date(counter.windowStart).toISOString(),
      nombre: counter.count,
    })),
  };
}
