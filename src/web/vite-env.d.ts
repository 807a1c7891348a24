/// <reference types="vite/client" />
import "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { isSilent?: boolean };
    mutationMeta: { isSilent?: boolean };
  }
}
