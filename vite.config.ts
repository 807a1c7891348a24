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
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      "/api": apiTarget,
      "/health-check": apiTarget,
      "/sandbox": apiTarget,
    },
  },
});
