import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "~/config/env.server";
import type { SiteConfig } from "~/config/site";
import type { SiteImageOverrides } from "~/content/images";

/** The signed-in administrator as pages see it (the auth feature's session user has these and more). */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

export interface RootData {
  config: PublicConfig;
  user: SignedInUser | null;
  /** footer links; sent as data so the services content stays out of the layout's JavaScript */
  serviceLinks: { slug: string; title: string }[];
  /** the library photos the owner put in place of illustrations (docs/product.md#site-images) */
  siteImages: SiteImageOverrides;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data is missing");
  return data;
}

/** The business identity (phone, e-mail, address, hours…): the owner's saved settings over the environment's defaults. */
export function useSite(): SiteConfig {
  return useRootData().config.site;
}

export function useOptionalUser(): SignedInUser | null {
  return (useRouteLoaderData("root") as RootData | undefined)?.user ?? null;
}
