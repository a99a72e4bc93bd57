/** Replaced at build time (vite.config.ts): the version of the /icons.svg sprite. */
declare const __ICON_SPRITE_VERSION__: string;
