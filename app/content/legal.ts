import type { LegalDocument } from "./types";

/**
 * CGU and CGV (docs/product.md#legal-pages). Contact details are
 * deliberately absent: they are rendered from configuration on the
 * 'Mentions légales' page, which these texts refer to.
 */

/**
 * The publisher ('AZ Toiture SARL, SARL au capital de 10 000 €'), the registry
 * and the town of the head office: the business settings'
 * (docs/product.md#legal-identity), filled in by the page's loader.
 */
export const PUBLISHER_PLACEHOLDER = "{publisher}";
export const REGISTRY_COURT_PLACEHOLDER = "{registryCourt}";
export const HEAD_OFFICE_PLACEHOLDER = "{headOffice}";
/** A paragraph that is only this is the link to the privacy page (docs/product.md#privacy-page). */
export const PRIVACY_LINK_PLACEHOLDER = "{privacyLink}";
/** A paragraph that is only this is the consumer mediator's details, or the notice that they are still to be given (docs/product.md#consumer-mediator). */
export const MEDIATOR_PLACEHOLDER = "{mediator}";
/** Where the CGV show the décennale insurance given in 'Réglages' (docs/product.md#decennale-insurance). */
export const DECENNALE_PLACEHOLDER = "{decennale}";

/** The publisher as the CGU name it: its legal name, its legal form and, when it has one, its share capital. */
export function describePublisher(site: { legalName: string; legalForm: string; shareCapital: string }): string {
  const capital = site.shareCapital === "" ? "" : ` au capital de ${site.shareCapital}`;
  return `${site.legalName}, ${site.legalForm}${capital}`;
}

/** Conditions générales d'utilisation: 8 sections. */
export const cgu = {
  title: "Conditions générales d'utilisation",
  intro: "Les présentes conditions encadrent l'utilisation de notre site internet. Merci de les lire attentivement.",
  metaTitle: "Conditions générales d'utilisation (CGU)",
  metaDescription:
    "Conditions générales d'utilisation du site\u00a0: accès, données personnelles, propriété intellectuelle, responsabilité, liens et droit applicable.",
  keywords: ["conditions générales d'utilisation", "CGU", "données personnelles", "mentions légales"],
  sections: [
    {
      title: "1. Objet",
      paragraphs: [
        "Les présentes conditions générales d'utilisation (ci-après « CGU ») définissent les modalités d'accès et d'utilisation du site internet de l'entreprise (ci-après « le Site ») par toute personne qui le consulte (ci-après « l'Utilisateur »).",
        "La consultation du Site implique l'acceptation sans réserve des présentes CGU. L'entreprise peut les modifier à tout moment\u00a0; la version applicable est celle en ligne au jour de la consultation.",
      ],
    },
    {
      title: "2. Mentions légales",
      paragraphs: [
        "Le Site est édité par {publisher}, immatriculée au registre du commerce et des sociétés de {registryCourt} et dont le siège social est situé à {headOffice}.",
        "L'identité complète de l'éditeur, le directeur de la publication, les coordonnées de contact et les informations relatives à l'hébergeur figurent sur la page « Mentions légales » du Site.",
      ],
    },
    {
      title: "3. Accès au site",
      paragraphs: [
        "Le Site est accessible gratuitement, en tout lieu, à tout Utilisateur disposant d'un accès à internet. Les frais de connexion et d'équipement restent à la charge de l'Utilisateur.",
        "L'entreprise s'efforce de maintenir le Site accessible 24h/24 et 7j/7, sans obligation de résultat. L'accès peut être interrompu, notamment pour des opérations de maintenance, de mise à jour ou en cas de force majeure, sans que cette interruption ouvre droit à une quelconque indemnité.",
      ],
    },
    {
      title: "4. Données personnelles et cookies",
      paragraphs: [
        "Les données personnelles que le Site recueille, l'usage qui en est fait, leur durée de conservation, les cookies et autres traceurs qu'il utilise, ainsi que vos droits et la manière de les exercer, sont présentés dans la Politique de confidentialité\u00a0:",
        PRIVACY_LINK_PLACEHOLDER,
      ],
    },
    {
      title: "5. Propriété intellectuelle",
      paragraphs: [
        "L'ensemble des éléments du Site (textes, photographies, illustrations, vidéos, logos, charte graphique) est protégé par le droit de la propriété intellectuelle et demeure la propriété exclusive de l'entreprise ou de ses partenaires.",
        "Toute reproduction, représentation, modification ou exploitation, totale ou partielle, de ces éléments sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle.",
      ],
    },
    {
      title: "6. Responsabilité",
      paragraphs: [
        "Les informations publiées sur le Site sont fournies à titre indicatif. Les prix mentionnés sont des indications qui ne constituent pas une offre\u00a0: seul un devis établi après étude de votre projet engage l'entreprise.",
        "L'entreprise met tout en œuvre pour offrir des informations fiables et à jour, mais ne peut garantir leur exhaustivité. Sa responsabilité ne saurait être engagée en cas d'erreur ou d'omission, d'interruption du Site, ou de dommage résultant de l'intrusion d'un tiers ou d'un virus. Il appartient à l'Utilisateur de protéger son propre équipement.",
      ],
    },
    {
      title: "7. Liens hypertextes",
      paragraphs: [
        "Le Site peut contenir des liens vers des sites tiers. L'entreprise n'exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu ou à leurs pratiques en matière de données personnelles.",
        "La création d'un lien vers la page d'accueil du Site est autorisée sans accord préalable, à condition de ne pas afficher le Site à l'intérieur d'un autre site et de ne pas créer de confusion sur l'identité de l'entreprise. L'entreprise peut demander à tout moment la suppression d'un lien.",
      ],
    },
    {
      title: "8. Droit applicable et juridiction compétente",
      paragraphs: [
        "Les présentes CGU sont régies par le droit français.",
        "En cas de différend relatif à l'utilisation du Site, une solution amiable sera recherchée en priorité. À défaut, le litige sera porté devant les tribunaux compétents de Lyon, sous réserve des dispositions légales impératives applicables aux consommateurs.",
      ],
    },
  ],
} as const satisfies LegalDocument;

/** Conditions générales de vente: 10 sections. */
export const cgv = {
  title: "Conditions générales de vente",
  intro:
    "Les présentes conditions s'appliquent à l'ensemble de nos prestations de zinguerie, d'étanchéité, d'entretien, de façonnage et de conseil.",
  metaTitle: "Conditions générales de vente (CGV)",
  metaDescription:
    "Conditions générales de vente\u00a0: devis gratuit valable 30 jours, prix, paiement en 3 fois, délais, garantie décennale, assurances, réclamations et rétractation.",
  keywords: ["conditions générales de vente", "CGV", "devis gratuit", "garantie décennale", "droit de rétractation"],
  sections: [
    {
      title: "1. Dispositions générales",
      paragraphs: [
        "Les présentes conditions générales de vente (ci-après « CGV ») régissent les relations entre l'entreprise et ses clients, particuliers ou professionnels (ci-après « le Client »), pour toutes les prestations de couverture, de zinguerie, d'étanchéité, d'entretien, de façonnage de pièces métalliques et de conseil.",
        "La signature d'un devis emporte acceptation des présentes CGV, qui prévalent sur tout autre document du Client, sauf conditions particulières expressément mentionnées sur le devis.",
      ],
    },
    {
      title: "2. Devis et commandes",
      paragraphs: [
        "Tout devis est gratuit et sans engagement. Il est établi après une visite sur place ou à partir des informations et des photographies fournies par le Client, et reste valable 30 jours à compter de sa date d'émission.",
        "La commande devient ferme à la réception du devis daté et signé, revêtu de la mention « Bon pour accord », accompagné de l'acompte éventuellement prévu.",
        "Toute modification ou tout travail supplémentaire demandé par le Client, ou rendu nécessaire par un désordre découvert en cours de chantier (support ou charpente dégradé par exemple), fait l'objet d'un avenant chiffré soumis à son accord écrit avant exécution.",
      ],
    },
    {
      title: "3. Prix",
      paragraphs: [
        "Les prix sont exprimés en euros, hors taxes et toutes taxes comprises. La TVA est appliquée au taux en vigueur à la date de facturation\u00a0; le taux réduit applicable à certains travaux dans les logements achevés depuis plus de deux ans est appliqué sur remise de l'attestation correspondante.",
        "Les prix figurant au devis sont fermes pendant sa durée de validité. Les indications de prix publiées sur notre site sont données à titre indicatif et ne constituent pas une offre.",
      ],
    },
    {
      title: "4. Paiement",
      paragraphs: [
        "Sauf disposition contraire du devis, un acompte est versé à la commande et le solde à la fin des travaux, à réception de la facture. Le paiement en 3 fois est possible selon les modalités précisées sur le devis.",
        "Les règlements s'effectuent par virement bancaire ou par chèque. Aucun escompte n'est accordé pour paiement anticipé.",
        "Pour les Clients professionnels, tout retard de paiement entraîne de plein droit des pénalités au taux de trois fois le taux d'intérêt légal ainsi qu'une indemnité forfaitaire de 40 € pour frais de recouvrement (article L. 441-10 du Code de commerce). Pour les Clients particuliers, les sommes impayées portent intérêt au taux légal après mise en demeure.",
      ],
    },
    {
      title: "5. Délais d'exécution",
      paragraphs: [
        "La date prévisionnelle de démarrage est indiquée sur le devis. Les travaux programmés débutent généralement dans un délai de 2 à 3 semaines après l'acceptation du devis.",
        "Les délais peuvent être prolongés en cas d'intempéries (pluie, vent fort, gel, neige) rendant le travail en toiture dangereux ou contraire aux règles de l'art, de retard d'approvisionnement indépendant de notre volonté ou de force majeure, sans que ce report ouvre droit à indemnité. Le Client en est informé dans les meilleurs délais.",
        "Le Client s'engage à laisser libre accès au chantier et à mettre à disposition un point d'eau et d'électricité si nécessaire.",
      ],
    },
    {
      title: "6. Garanties",
      paragraphs: [
        "Nos ouvrages bénéficient de la garantie décennale prévue aux articles 1792 et suivants du Code civil, qui couvre pendant dix ans à compter de la réception les dommages compromettant la solidité de l'ouvrage ou le rendant impropre à sa destination.",
        "Nous garantissons en outre notre main-d'œuvre pendant 2 ans à compter de la fin des travaux, sans préjudice des garanties légales, notamment la garantie de parfait achèvement et la garantie de bon fonctionnement.",
        "Sont exclus des garanties les dommages résultant de l'usure normale, d'un défaut d'entretien, d'une intervention d'un tiers sur l'ouvrage, d'un usage anormal ou d'un événement climatique exceptionnel.",
      ],
    },
    {
      title: "7. Assurances",
      paragraphs: [
        "L'entreprise est titulaire d'une assurance de responsabilité civile professionnelle et d'une assurance de responsabilité civile décennale couvrant l'ensemble de ses activités.",
        "Conformément à la loi, les coordonnées de l'assureur et la couverture géographique du contrat figurent sur chaque devis et chaque facture. Une attestation d'assurance est remise au Client sur simple demande.",
        DECENNALE_PLACEHOLDER,
      ],
    },
    {
      title: "8. Réclamations",
      paragraphs: [
        "Toute réclamation relative à un défaut apparent ou à une non-conformité des travaux doit être adressée par écrit dans un délai de 8 jours suivant la fin des travaux, accompagnée si possible de photographies.",
        "Ce délai ne prive pas le Client des garanties légales dont il bénéficie pour les désordres révélés ultérieurement. Toute réclamation fait l'objet d'une réponse et, si elle est fondée, d'une intervention dans les meilleurs délais.",
      ],
    },
    {
      title: "9. Droit de rétractation",
      paragraphs: [
        "Lorsque le contrat est conclu à distance ou hors établissement, notamment au domicile du Client, le Client consommateur dispose d'un délai de 14 jours à compter de la conclusion du contrat pour exercer son droit de rétractation, sans avoir à se justifier, au moyen du formulaire joint au devis ou de toute déclaration écrite dénuée d'ambiguïté.",
        "Si le Client demande expressément que les travaux commencent avant la fin de ce délai, il reste redevable, en cas de rétractation, du montant correspondant aux prestations déjà fournies.",
        "Conformément à l'article L. 221-28 du Code de la consommation, le droit de rétractation ne s'applique pas aux travaux d'entretien ou de réparation réalisés en urgence au domicile du Client et expressément sollicités par lui, dans la limite des pièces et travaux strictement nécessaires pour répondre à l'urgence, ni aux pièces confectionnées selon ses spécifications ou nettement personnalisées.",
      ],
    },
    {
      title: "10. Litiges",
      paragraphs: [
        "Les présentes CGV sont soumises au droit français. En cas de différend, les parties rechercheront avant tout une solution amiable.",
        "Conformément aux articles L.\u00a0612-1 et suivants du Code de la consommation, le Client consommateur peut recourir gratuitement au médiateur de la consommation dont relève l'entreprise, après avoir adressé à celle-ci une réclamation écrite restée sans solution satisfaisante, et dans un délai d'un an à compter de cette réclamation. Ses coordonnées\u00a0:",
        MEDIATOR_PLACEHOLDER,
        "À défaut d'accord, le litige est porté devant la juridiction compétente selon les règles de droit commun. Pour les Clients professionnels, compétence exclusive est attribuée aux tribunaux de Lyon.",
      ],
    },
  ],
} as const satisfies LegalDocument;
