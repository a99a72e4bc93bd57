import {
  BarChart3,
  FileText,
  Hammer,
  Images,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  MessageCircleQuestion,
  Newspaper,
  Settings,
  ShieldCheck,
  Signpost,
  SquarePen,
  UserSearch,
  Users,
  type LucideIcon,
} from "lucide-react";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export interface AdminNavItem {
  /** absolute path of the admin page */
  to: string;
  label: string;
  /** one line for the dashboard card */
  description: string;
  icon: LucideIcon;
  /** 'work' entries are the dashboard cards (write, articles, images, leads: docs/product.md#admin-dashboard), 'settings' the account part */
  group: "work" | "settings";
}

/**
 * The admin area's pages, in menu order: the dashboard cards and the admin
 * navigation both come from this array. Adding a page is one line here (and
 * its route in app/routes.ts).
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  // the owner's daily work comes first, in the menus and among the dashboard's cards
  {
    to: `${ADMIN_BASE_PATH}/leads`,
    label: "Demandes de devis",
    description: "Lire les demandes reçues par le site.",
    icon: Inbox,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/devis`,
    label: "Devis",
    description: "Écrire, envoyer et suivre vos devis, et votre catalogue de prestations.",
    icon: FileText,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/write`,
    label: "Nouvel article",
    description: "Rédiger un article, avec l'aide de l'IA si besoin.",
    icon: SquarePen,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/articles`,
    label: "Mes articles",
    description: "Modifier, publier ou masquer vos articles.",
    icon: Newspaper,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/realisations`,
    label: "Réalisations",
    description: "Les chantiers montrés sur le site\u00a0: textes, photos, mise en avant.",
    icon: Hammer,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/images`,
    label: "Médiathèque",
    description: "Ajouter et gérer les images et vidéos.",
    icon: Images,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/images-du-site`,
    label: "Images du site",
    description: "Remplacer les illustrations des pages par vos photos.",
    icon: LayoutTemplate,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/faq`,
    label: "FAQ et avis",
    description: "Questions fréquentes et avis clients du site.",
    icon: MessageCircleQuestion,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/statistiques`,
    label: "Statistiques",
    description: "Visites, origines des visiteurs, appels et demandes par page.",
    icon: BarChart3,
    group: "work",
  },
  {
    to: `${ADMIN_BASE_PATH}/reglages`,
    label: "Réglages",
    description: "Coordonnées, horaires, fermetures, zone d'intervention, mentions légales.",
    icon: Settings,
    group: "settings",
  },
  {
    to: `${ADMIN_BASE_PATH}/redirections`,
    label: "Redirections",
    description: "Anciennes adresses redirigées et pages introuvables.",
    icon: Signpost,
    group: "settings",
  },
  {
    to: `${ADMIN_BASE_PATH}/donnees-personnelles`,
    label: "Données personnelles",
    description: "Retrouver, exporter ou effacer les données d'une personne (RGPD).",
    icon: UserSearch,
    group: "settings",
  },
  {
    to: `${ADMIN_BASE_PATH}/account`,
    label: "Mon compte",
    description: "Mot de passe, double authentification, appareils connectés.",
    icon: ShieldCheck,
    group: "settings",
  },
  {
    to: `${ADMIN_BASE_PATH}/admins`,
    label: "Administrateurs",
    description: "Ajouter ou retirer un administrateur.",
    icon: Users,
    group: "settings",
  },
];

export const DASHBOARD_NAV_ITEM: AdminNavItem = {
  to: ADMIN_BASE_PATH,
  label: "Tableau de bord",
  description: "Vue d'ensemble",
  icon: LayoutDashboard,
  group: "work",
};
