import { parentPort } from "node:worker_threads";
import { serveHelperRequest } from "./pdf-pages-parallel";
import { openPdf } from "./pdf-text";

// The body of the PDF helper thread: pdf.js is loaded now, so that the first long PDF finds it warm;
// then it reads the page ranges it is sent, one at a time.
await openPdf(new Uint8Array(0)).catch(() => undefined);
parentPort?.on("message", async (request: Parameters<typeof serveHelperRequest>[0]) => {
  parentPort?.postMessage(await serveHelperRequest(request));
});
parentPort?.postMessage({ ready: true });
