import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table (docs/product.md#routes, docs/product.md#permissions), plus resource routes (SEO files, APIs). */
export default [
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("icons.svg", "routes/seo/icon-sprite.ts"),
  route("api/generate-article", "routes/api/generate-article.ts"),
  // before 'blog/:slug', which would otherwise read 'rss.xml' as an article
  route("blog/rss.xml", "routes/blog/rss.ts"),

  route("api/leads/contact", "routes/api/contact.ts"),
  route("api/leads/quote", "routes/api/quote.ts"),
  route("api/leads/callback", "routes/api/callback.ts"),
  route("api/evenement", "routes/api/event.ts"),
  // the customer's devis through its private link, outside the site's layout (docs/product.md#devis-link)
  route("devis/:token", "routes/site/quote-online.tsx"),
  route("devis/:token/pdf", "routes/site/quote-online-pdf.ts"),
  // the owner's private calendar, `{token}.ics` (docs/product.md#calendar-feed)
  route("agenda/:file", "routes/seo/calendar-feed.ts"),

  ...prefix("dashboard-management-panel", [
    route("logout", "routes/admin/logout.ts"),
    route("leads.csv", "routes/admin/leads-csv.ts"),
    route("statistiques.csv", "routes/admin/statistics-csv.ts"),
    route("donnees-personnelles.zip", "routes/admin/personal-data-zip.ts"),
    route("leads/:id/photos/:photoId", "routes/admin/lead-photo.ts"),
    route("devis/:id/envoyer", "routes/admin/quote-send.ts"),
    route("devis/:id/pdf", "routes/admin/quote-pdf.ts"),
    route("leads/:id/chantier", "routes/admin/lead-job-done.ts"),
    route("leads/:id/visite", "routes/admin/lead-visit.ts"),
    route("agenda", "routes/admin/calendar-feed-address.ts"),
  ]),
  route("administration.webmanifest", "routes/admin/web-app-manifest.ts"),
  route("administration-sw.js", "routes/admin/service-worker.ts"),
  route("api/media", "routes/api/media.ts"),
  route("api/media/alt-text", "routes/api/media-alt-text.ts"),
  route("api/media/alt-suggestion", "routes/api/media-alt-suggestion.ts"),
  route("api/articles/preview", "routes/api/article-preview.ts"),

  // The sign-in and the admin wear their own shells, not the public site's (docs/product.md#admin-shell).
  layout("routes/admin/sign-in-layout.tsx", [
    ...prefix("auth-portal-secure", [
      index("routes/admin/sign-in.tsx"),
      route("verification", "routes/admin/sign-in-code.tsx"),
      route("mot-de-passe-oublie", "routes/admin/forgot-password.tsx"),
      route("nouveau-mot-de-passe", "routes/admin/reset-password.tsx"),
    ]),
  ]),
  // Every page here checks the session in its own loader and action (tests/e2e/authorization-matrix.test.ts).
  layout("routes/admin/layout.tsx", [
    ...prefix("dashboard-management-panel", [
      index("routes/admin/dashboard.tsx"),
      route("write", "routes/admin/write.tsx"),
      route("edit/:id", "routes/admin/edit.tsx"),
      route("edit/:id/historique", "routes/admin/article-history.tsx"),
      route("edit/:id/autosave", "routes/admin/article-autosave.ts"),
      route("articles", "routes/admin/articles.tsx"),
      route("images", "routes/admin/images.tsx"),
      route("realisations", "routes/admin/projects.tsx"),
      route("realisations/nouvelle", "routes/admin/project-new.tsx"),
      route("realisations/:id", "routes/admin/project-edit.tsx"),
      route("images-du-site", "routes/admin/site-images.tsx"),
      route("faq", "routes/admin/faq.tsx"),
      route("redirections", "routes/admin/redirects.tsx"),
      route("statistiques", "routes/admin/statistics.tsx"),
      route("donnees-personnelles", "routes/admin/personal-data.tsx"),
      // the overview shows every part; each part has its own page, where its form posts
      route("account", "routes/admin/account/layout.tsx", [
        index("routes/admin/account/overview.tsx"),
        route("mot-de-passe", "routes/admin/account/password.tsx"),
        route("double-authentification", "routes/admin/account/two-factor.tsx"),
        route("appareils", "routes/admin/account/sessions.tsx"),
        route("notifications", "routes/admin/account/notifications.tsx"),
      ]),
      route("admins", "routes/admin/admins.tsx"),
      route("reglages", "routes/admin/settings.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("devis", "routes/admin/quotes.tsx"),
      route("devis/catalogue", "routes/admin/quote-catalogue.tsx"),
      route("devis/:id", "routes/admin/quote.tsx"),
    ]),
  ]),

  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("services", "routes/site/services.tsx"),
    route("services/:slug", "routes/site/service-detail.tsx"),
    route("realisations", "routes/site/projects.tsx"),
    route("realisations/:slug", "routes/site/project-detail.tsx"),
    route("plan-du-site", "routes/site/site-map.tsx"),
    route("a-propos", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("blog", "routes/blog/blog-index.tsx"),
    route("blog/categorie/:slug", "routes/blog/category.tsx"),
    route("blog/:slug", "routes/blog/article.tsx"),
    // an article before it is published, through an unguessable link (docs/product.md#article-preview-links)
    route("apercu/:token", "routes/blog/preview.tsx"),
    // stop the review requests (docs/product.md#review-requests)
    route("avis/desinscription/:token", "routes/site/review-unsubscribe.tsx"),
    // the customer picks his site visit through his private link (docs/product.md#visits)
    route("visite/:token", "routes/site/visit-booking.tsx"),
    route("mentions-legales", "routes/site/legal-notice.tsx"),
    route("cgu", "routes/site/terms-of-use.tsx"),
    route("cgv", "routes/site/terms-of-sale.tsx"),
    route("confidentialite", "routes/site/privacy.tsx"),
    route("urgence-toiture", "routes/site/emergency.tsx"),
    route("devis-gratuit", "routes/site/quote.tsx"),
    ...prefix("landing", [
      route("zinguerie", "routes/site/landing-zinguerie.tsx"),
      route("etancheite", "routes/site/landing-etancheite.tsx"),
      route("maintenance", "routes/site/landing-maintenance.tsx"),
      route("faconnage", "routes/site/landing-faconnage.tsx"),
      route("conseil", "routes/site/landing-conseil.tsx"),
    ]),

    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
