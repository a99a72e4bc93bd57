import { createContext, useContext } from "react";

/** The CSP nonce of this request, provided by entry.server; empty in the browser (not needed after load). */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
