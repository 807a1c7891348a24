import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Which files each page needs: the server preloads a prerendered screen's chunks from its page.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, Mantine's core, the router, the login page)
        // in the entry chunk itself: one script request for the first screen instead of fifteen
        // small ones, which cost round trips on a slow link. Lazy pages keep their own chunks and
        // import what they share from it.
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
      },
    },
  },
  // The prerender of the first screens (src/web/prerender.tsx, built by scripts/build-web.mjs) is one
  // file for Node with its libraries inside: loaded once in a short-lived thread at the server's start.
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      "/api": apiTarget,
      "/health-check": apiTarget,
      "/sandbox": apiTarget,
    },
  },
});
