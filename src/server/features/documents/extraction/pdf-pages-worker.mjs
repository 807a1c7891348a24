// Entry of the helper thread that reads the second half of a long PDF (pdf-pages-parallel.ts), started
// by the extraction worker. Like extraction-worker.mjs, it registers tsx to load its TypeScript body.
import { register } from "tsx/esm/api";

register();
await import("./pdf-pages-worker.ts");
