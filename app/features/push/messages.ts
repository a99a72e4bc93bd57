/** Every text of the instant alerts' part of 'Mon compte' (docs/product.md#admin-push). Pure. */
import { frenchPlural } from "~/lib/plural";

export const PUSH_MESSAGES = {
  title: "Notifications",
  description:
    "Recevez une alerte sur ce téléphone ou cet ordinateur dès qu'une demande de devis arrive, même quand l'administration est fermée.",
  enable: "Activer les notifications",
  enabling: "Activation…",
  sendTest: "Envoyer une notification de test",
  remove: "Retirer",
  noDevice: "Aucun appareil ne reçoit les notifications pour l'instant.",
  waitingForScripts: "Préparation…",

  // what the browser can or cannot do
  unsupported: "Ce navigateur ne sait pas recevoir de notifications. Essayez avec Chrome, Edge, Firefox ou Safari à jour.",
  iosHomeScreen:
    "Sur iPhone et iPad, ajoutez d'abord l'administration à l'écran d'accueil (bouton Partager, puis « Sur l'écran d'accueil »), ouvrez-la depuis cette icône, puis activez les notifications.",
  permissionDenied:
    "Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur (icône à gauche de l'adresse, ou Réglages › Notifications sur téléphone), puis réessayez.",
  permissionDismissed:
    "Les notifications n'ont pas été autorisées. Cliquez à nouveau sur « Activer les notifications » et choisissez « Autoriser ».",
  subscribeFailed:
    "Ce navigateur n'a pas pu s'inscrire auprès de son service de notifications. Vérifiez la connexion et réessayez.",
  thisDeviceEnabled: "Cet appareil reçoit les notifications.",

  // the server's answers
  subscribed: "Notifications activées sur cet appareil",
  removed: "Appareil retiré des notifications",
  notFound: "Cet appareil ne reçoit déjà plus les notifications.",
  invalidEndpoint:
    "L'adresse d'envoi donnée par le navigateur n'est pas valable\u00a0: elle doit être celle d'un service de notifications connu (Google, Mozilla, Microsoft ou Apple), en https.",
  invalidKeys: "Les clés de chiffrement données par le navigateur ne sont pas valables.",
  tooLong: "Les informations envoyées par le navigateur sont trop longues.",
  unknownAction: "Action inconnue",
  testNoDevice: "Aucun appareil ne reçoit les notifications : activez-les d'abord sur ce téléphone ou cet ordinateur.",
  testSent: (n: number) => `Notification de test envoyée à ${n} ${frenchPlural(n, "appareil")}`,
  testFailed: "La notification de test n'a pu être remise à aucun appareil. Réessayez dans un instant.",
  testTitle: "Notification de test",
  testBody: "Les alertes des nouvelles demandes arriveront ici.",
} as const;
