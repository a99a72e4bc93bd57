/** What the admin page says after a change (docs/product.md#faq-admin). */
export const FAQ_ADMIN_MESSAGES = {
  faqAdded: "Question ajoutée.",
  faqSaved: "Question enregistrée.",
  faqRemoved: "Question supprimée.",
  testimonialAdded: "Avis ajouté.",
  testimonialSaved: "Avis enregistré.",
  testimonialRemoved: "Avis supprimé.",
  reviewPolicySaved: "Texte sur la vérification des avis enregistré.",
  moved: "Ordre enregistré.",
  missing: "Cet élément n'existe plus : la page a été actualisée.",
  invalid: "Action inconnue : rechargez la page puis réessayez.",
  fixErrors: "Corrigez les champs signalés.",
} as const;
