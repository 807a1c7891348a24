// Entry of the extraction worker thread. The server runs TypeScript through tsx, but a worker starts
// with a fresh module loader (and `npm start` registers tsx by API, which workers do not inherit):
// registering tsx here lets the worker load its TypeScript body under `node --import tsx`, under
// `npm start` and under Vitest alike.
import { register } from "tsx/esm/api";

register();
await import("./extraction-worker.ts");
