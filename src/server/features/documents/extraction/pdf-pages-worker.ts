import { parentPort } from "node:worker_threads";
import { serveHelperRequest } from "./pdf-pages-parallel";
import { warmUpPdfReader } from "./pdf-warm-up";

// The body of the PDF helper thread: pdf.js is loaded and a small PDF read now, so that the first long
// PDF finds the code compiled; then it reads the pages it can take of each PDF it is sent.
await warmUpPdfReader();
parentPort?.on("message", async (request: Parameters<typeof serveHelperRequest>[0]) => {
  parentPort?.postMessage(await serveHelperRequest(request));
});
parentPort?.postMessage({ ready: true });
