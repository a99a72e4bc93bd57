/** The query parameter of 'Retirer du site': the author confirmed that the save unpublishes the article (docs/product.md#article-states). */
export const UNPUBLISH_CONFIRMED_PARAM = "retirer";
