/**
 * Every text the admin access shows (in calm French; docs/product.md#admin-sign-in
 * and the admin sections after it). Pure: shared by pages, actions and tests.
 */
import { frenchPlural } from "~/lib/plural";

export const AUTH_MESSAGES = {
  // docs/product.md#admin-sign-in
  invalidCredentials: "Email ou mot de passe incorrect",
  providerError: (message: string) => `Erreur de connexion: ${message}`,
  exception: "Une erreur est survenue",
  signedIn: "Connexion réussie !",
  signedOut: "Déconnexion réussie",
  // the authentication layer's own words, in English
  missingCredentials: "You must provide either an email or phone number and a password",
  invalidSignOutScope: "Sign-out scope must be global, local or others",

  tooManyAttempts: (seconds: number) =>
    `Trop de tentatives de connexion. Veuillez réessayer dans ${seconds} ${frenchPlural(seconds, "seconde")}.`,
  tooManyResetRequests: (seconds: number) =>
    `Trop de demandes de réinitialisation. Veuillez réessayer dans ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,

  // two-factor sign-in step
  codeRequired: "Saisissez le code à 6 chiffres de votre application ou un code de secours.",
  invalidCode: "Code incorrect. Vérifiez l'heure de votre téléphone et réessayez.",
  challengeExpired: "La vérification a expiré. Reconnectez-vous avec votre e-mail et votre mot de passe.",
  codeLocked: "Trop de codes incorrects. Reconnectez-vous dans quelques minutes.",

  // password reset
  resetRequested:
    "Si un compte administrateur correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé. Il est valable 1 heure.",
  resetUnavailable:
    "L'envoi d'e-mails n'est pas configuré sur ce site. Pour définir un nouveau mot de passe, utilisez la commande `npm run admin:create -- --email votre@adresse --password nouveau-mot-de-passe` sur le serveur.",
  resetInvalidToken: "Ce lien de réinitialisation n'est plus valable (il a déjà servi ou a expiré). Demandez-en un nouveau.",
  resetDone: "Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.",
  resetMailSubject: "Réinitialisation de votre mot de passe administrateur",

  // account page
  passwordChanged: "Mot de passe modifié",
  currentPasswordWrong: "Le mot de passe actuel est incorrect",
  currentPasswordRequired: "Saisissez votre mot de passe actuel",
  passwordsDiffer: "Les deux mots de passe ne correspondent pas",
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel",
  mustChangePassword: "Choisissez un nouveau mot de passe avant de continuer.",
  twoFactorEnabled: "Double authentification activée",
  twoFactorDisabled: "Double authentification désactivée",
  twoFactorAlreadyEnabled: "La double authentification est déjà activée",
  sessionRevoked: "Session révoquée",
  otherSessionsRevoked: "Les autres appareils ont été déconnectés",
  allSessionsRevoked: "Tous les appareils ont été déconnectés",
  sessionNotFound: "Cette session n'existe plus",

  // administrators page
  adminCreated: (email: string) => `Administrateur ${email} créé. Il devra changer son mot de passe à la première connexion.`,
  adminRemoved: (email: string) => `Administrateur ${email} supprimé`,
  adminExists: "Un administrateur utilise déjà cette adresse e-mail",
  adminNotFound: "Cet administrateur n'existe plus",
  cannotRemoveSelf: "Vous ne pouvez pas supprimer votre propre compte",
  cannotRemoveLast: "Impossible de supprimer le dernier administrateur",

  // guards
  unauthorized: "Vous devez être connecté.",
  forbiddenMustChange: "Vous devez d'abord changer votre mot de passe.",
  unknownAction: "Action inconnue",
} as const;
