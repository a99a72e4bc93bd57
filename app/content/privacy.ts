/**
 * The privacy page `/confidentialite` and the notice under the lead forms
 * (docs/product.md#privacy-page): the words. Who the controller is, the
 * retention in force and the services that receive data come from the
 * business settings and the configuration, filled in by the page's loader.
 */
import { formatMonths } from "~/lib/durations";

const NBSP = "\u00a0";

/** The notice under every lead form: who, why, on what basis, how long (then a link 'En savoir plus'). */
export function formPrivacyNotice(controller: string, retentionMonths: number): string {
  return `${controller} utilise ces informations pour traiter votre demande (mesures précontractuelles prises à votre demande) et les conserve ${formatMonths(retentionMonths)}, puis les supprime.`;
}

export const PRIVACY_PATH = "/confidentialite";
export const PRIVACY_LINK_LABEL = "Politique de confidentialité";

/** A use of personal data, as the page's table lists it. */
export interface PrivacyPurpose {
  id: string;
  title: string;
  data: string;
  basis: string;
  retention: string;
}

/** What the page says about each use; `retention` of the requests is LEAD_RETENTION_MONTHS in words. */
export function privacyPurposes(context: { retention: string; googleTags: boolean; pushAlerts: boolean }): PrivacyPurpose[] {
  const requestData = `Nom et prénom, adresse e-mail, téléphone, ville ou adresse du chantier, type de projet, surface, description et photos jointes${NBSP}; la page d'où vous écrivez, le site qui vous y a conduit et la campagne publicitaire indiquée dans son adresse (si vous avez accepté la publicité, ceux du début de votre visite et l'identifiant du clic sur l'annonce).`;
  const purposes: PrivacyPurpose[] = [
    {
      id: "demandes",
      title: "Répondre à votre demande de devis ou de contact",
      data: requestData,
      basis: "Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).",
      retention: `${context.retention} à compter de la réception de la demande, puis suppression automatique, photos et e-mails compris.`,
    },
    {
      id: "rappel",
      title: "Vous rappeler en urgence",
      data: "Nom, téléphone, code postal et la photo éventuelle des dégâts.",
      basis: "Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).",
      retention: `${context.retention} à compter de la demande, puis suppression automatique.`,
    },
    {
      id: "devis",
      title: "Établir votre devis et recueillir votre signature en ligne",
      data: `Nom, adresse e-mail, téléphone, adresses du chantier et de facturation, travaux et prix proposés${NBSP}; si vous signez en ligne${NBSP}: le nom saisi, la date et l'heure, l'adresse IP et le navigateur utilisés, les options cochées.`,
      basis:
        "Mesures précontractuelles prises à votre demande, puis exécution du contrat (article 6.1.b du RGPD) ; obligation légale de conservation pour un devis signé (article 6.1.c).",
      retention: `Un devis non signé est supprimé avec la demande (${context.retention} après sa réception). Un devis signé est un contrat${NBSP}: il est conservé 10 ans après la signature, même si vous demandez l'effacement de vos autres données.`,
    },
    {
      id: "visite",
      title: "Planifier la visite du chantier",
      data: "La date et l'heure choisies, une éventuelle précision pour l'accès.",
      basis: "Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).",
      retention: "Avec la demande, et supprimées avec elle.",
    },
    {
      id: "avis",
      title: "Vous demander votre avis une fois le chantier terminé",
      data: "Votre adresse e-mail et la date de fin du chantier.",
      basis:
        "Intérêt légitime de l'entreprise à recueillir l'avis de ses clients (article 6.1.f du RGPD) ; un seul e-mail, sans relance.",
      retention: `Avec la demande. Si vous refusez ces e-mails (lien dans chacun), votre adresse est gardée sous forme d'empreinte chiffrée, pour ne plus jamais vous en envoyer.`,
    },
    {
      id: "notification",
      title: "Prévenir l'entreprise de votre demande et vous en accuser réception",
      data: `Le contenu de votre demande, envoyé par e-mail à l'entreprise${context.pushAlerts ? " et, en bref (nom, projet, ville), en notification sur le téléphone ou l'ordinateur de ses administrateurs" : ""}${NBSP}; un accusé de réception envoyé à votre adresse e-mail.`,
      basis: "Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).",
      retention:
        "Les e-mails sont gardés avec la demande et supprimés avec elle. Pour limiter les accusés de réception à un par jour, votre adresse est gardée 24 heures sous forme d'empreinte chiffrée.",
    },
    {
      id: "statistiques",
      title: "Mesurer la fréquentation du site",
      data: `Page consultée, site d'où vous venez, campagne indiquée dans l'adresse de la page, type d'appareil (téléphone ou ordinateur). Aucun cookie, aucune adresse IP conservée${NBSP}: pour compter un visiteur une seule fois par jour, le serveur calcule une empreinte avec une clé tirée au hasard chaque jour.`,
      basis:
        "Intérêt légitime de l'entreprise à connaître la fréquentation de son site (article 6.1.f du RGPD), par des totaux anonymes.",
      retention:
        "L'empreinte et sa clé sont effacées à la fin de la journée. Les totaux par jour, qui ne concernent personne en particulier, sont conservés.",
    },
    {
      id: "securite",
      title: "Protéger le site et ses formulaires contre les abus",
      data: "Adresse IP, transformée aussitôt en empreinte chiffrée qui ne permet pas de la retrouver, pour limiter le nombre d'envois.",
      basis: "Intérêt légitime de l'entreprise à assurer la sécurité de son site (article 6.1.f du RGPD).",
      retention: "Environ 24 heures.",
    },
    {
      id: "journaux",
      title: "Journaux techniques du serveur",
      data: "L'adresse de la page demandée, le code de réponse et la durée de traitement. Ni adresse IP, ni contenu de formulaire.",
      basis: "Intérêt légitime de l'entreprise au bon fonctionnement de son site (article 6.1.f du RGPD).",
      retention: "Aucune donnée personnelle n'y est conservée.",
    },
  ];
  if (context.googleTags) {
    purposes.push({
      id: "google",
      title: "Mesure d'audience et publicité par Google",
      data: "Cookies et identifiants de Google, pages consultées, clic sur une annonce et envoi d'une demande (conversion).",
      basis: `Votre consentement uniquement (article 6.1.a du RGPD et article 82 de la loi Informatique et Libertés), donné ou refusé dans le bandeau des cookies et modifiable à tout moment par «${NBSP}Gérer les cookies${NBSP}» en bas de chaque page.`,
      retention:
        "Votre choix est gardé 13 mois dans votre navigateur. Les données mesurées sont conservées par Google selon la durée réglée dans le compte de l'entreprise.",
    });
  }
  return purposes;
}

/** A service that receives personal data for the business (a processor), as configured. */
export interface PrivacyRecipient {
  role: string;
  name: string;
  detail: string;
}

/** The words for each kind of recipient; the names come from the configuration (host names only). */
export const privacyRecipients = {
  hosting: (name: string, address: string): PrivacyRecipient => ({
    role: "Hébergement du site et de ses données",
    name,
    detail: `${address}. Les demandes, leurs photos et les statistiques sont enregistrées sur ses serveurs.`,
  }),
  mail: (host: string): PrivacyRecipient => ({
    role: "Envoi des e-mails",
    name: host,
    detail: "Serveur d'envoi qui transmet à l'entreprise la notification de votre demande, et à vous son accusé de réception.",
  }),
  storage: (host: string): PrivacyRecipient => ({
    role: "Stockage des photos",
    name: host,
    detail: "Service de stockage où sont enregistrées les photos jointes aux demandes, supprimées avec elles.",
  }),
  push: (services: readonly string[]): PrivacyRecipient => ({
    role: "Notifications aux administrateurs",
    name: services.join(", "),
    detail:
      "Services de notification des navigateurs des administrateurs de l'entreprise. L'alerte d'une nouvelle demande (nom, projet, ville) les traverse chiffrée pour l'appareil du destinataire\u00a0: ils ne peuvent pas la lire.",
  }),
  google: (): PrivacyRecipient => ({
    role: "Mesure d'audience et publicité",
    name: "Google Ireland Limited",
    detail:
      "Gordon House, Barrow Street, Dublin 4, Irlande. Seulement si vous l'acceptez dans le bandeau des cookies. Google peut traiter ces données aux États-Unis, dans le cadre du Data Privacy Framework UE–États-Unis.",
  }),
  ai: (host: string): PrivacyRecipient => ({
    role: "Aide à la rédaction des articles du blog",
    name: host,
    detail:
      "Service d'intelligence artificielle utilisé par l'entreprise pour écrire ses articles. Aucune donnée des visiteurs ne lui est transmise\u00a0: il ne reçoit que les sujets et consignes saisis par l'entreprise.",
  }),
} as const;

/** The page's words: its sections in order, with their anchors (the cookie settings link to '#cookies'). */
export const privacyPage = {
  title: "Politique de confidentialité",
  intro:
    "Ce que nous faisons des informations que vous nous confiez sur ce site\u00a0: pourquoi, sur quelle base, combien de temps nous les gardons, qui peut les voir, et comment exercer vos droits.",
  metaTitle: "Politique de confidentialité",
  metaDescription:
    "Politique de confidentialité du site\u00a0: données recueillies par les formulaires de devis et de rappel, finalités, bases légales, durées de conservation, destinataires, cookies et droits RGPD.",
  keywords: ["politique de confidentialité", "données personnelles", "RGPD", "cookies", "droits"],
  sections: {
    controller: { id: "responsable", title: "Qui est responsable de vos données" },
    purposes: { id: "finalites", title: "Ce que nous recueillons, pourquoi et combien de temps" },
    recipients: { id: "destinataires", title: "Qui y a accès" },
    cookies: { id: "cookies", title: "Cookies et traceurs" },
    rights: { id: "droits", title: "Vos droits et comment les exercer" },
    complaint: { id: "cnil", title: "Réclamation auprès de la CNIL" },
    mediator: { id: "mediateur", title: "Litiges de consommation" },
  },
  controllerIntro:
    "Le responsable du traitement est l'entreprise qui édite ce site. Pour toute question sur vos données ou pour exercer vos droits, écrivez à l'adresse ci-dessous.",
  controllerLabels: {
    name: "Responsable",
    address: "Adresse",
    siret: "SIRET",
    privacyContact: "Contact données personnelles",
    phone: "Téléphone",
  },
  purposesIntro:
    "Nous ne recueillons que ce qui sert à vous répondre. Les données envoyées par les formulaires ne sont jamais vendues, louées ni utilisées pour autre chose que ce qui suit.",
  purposeLabels: { data: "Données", basis: "Base légale", retention: "Conservation" },
  recipientsIntro:
    "Vos demandes sont lues par les seules personnes de l'entreprise chargées d'y répondre. Les prestataires ci-dessous les traitent pour son compte, selon ses instructions, et sont tenus à la confidentialité.",
  cookiesWithGoogle: [
    "Le site dépose des traceurs de Google (mesure d'audience, mesure des conversions publicitaires) uniquement si vous les acceptez dans le bandeau des cookies. Tant que vous n'avez pas choisi, et si vous refusez, aucun n'est déposé.",
    "Votre choix est enregistré dans votre navigateur pendant 13 mois. Vous pouvez le modifier à tout moment par «\u00a0Gérer les cookies\u00a0», en bas de chaque page.",
  ],
  cookiesWithoutGoogle: [
    "Le site n'utilise aucun outil de mesure d'audience ni de publicité tiers\u00a0: il ne dépose aucun traceur qui demande votre accord.",
  ],
  cookiesAlways:
    "Ses statistiques de fréquentation sont calculées par le serveur, sans cookie. Seuls des cookies strictement nécessaires peuvent être déposés, par exemple pendant 2 minutes pour afficher le résultat d'un formulaire envoyé sans JavaScript.",
  rights: [
    { title: "Droit d'accès", text: "Savoir si nous détenons des données sur vous et en obtenir une copie." },
    { title: "Droit de rectification", text: "Faire corriger des données inexactes ou incomplètes." },
    { title: "Droit à l'effacement", text: "Faire supprimer vos données, sans attendre la fin de leur durée de conservation." },
    {
      title: "Droit d'opposition",
      text: "Vous opposer à un traitement fondé sur notre intérêt légitime, comme les statistiques.",
    },
    {
      title: "Droit à la limitation",
      text: "Faire suspendre l'utilisation de vos données le temps d'examiner une contestation.",
    },
    {
      title: "Droit à la portabilité",
      text: "Recevoir les données de vos demandes dans un format courant, lisible par une machine.",
    },
  ],
  rightsConsent:
    "Vous pouvez aussi retirer votre consentement à tout moment, et définir des directives sur le sort de vos données après votre décès.",
  rightsHow: "Pour exercer ces droits, écrivez à",
  rightsHowEnd:
    "en indiquant l'adresse e-mail ou le numéro de téléphone utilisés dans votre demande, ou par courrier à l'adresse de l'entreprise. Nous vous répondons dans un délai d'un mois au plus. En cas de doute sur votre identité, nous pouvons vous demander de la confirmer.",
  complaint:
    "Si, après nous avoir contactés, vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur",
  mediatorIntro:
    "Pour un litige lié à nos prestations, et non à vos données, vous pouvez recourir gratuitement au médiateur de la consommation, après avoir adressé une réclamation écrite à l'entreprise\u00a0:",
} as const;
