import "./zod-jitless";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./styles.css";
import "../shared/zod-setup";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { readStampedPublicConfig } from "./api/public-config";
import { detectNoSuchKey, renderNoSuchKeyScreen } from "./components/no-such-key";
import { preloadScreen } from "./router";

const page = { title: document.title, href: window.location.href, bodyText: document.body.textContent ?? "" };
if (detectNoSuchKey(page)) {
  // The server stamps its public configuration into the page: the API may be what is missing.
  renderNoSuchKeyScreen(document, readStampedPublicConfig()?.supportEmail);
} else {
  const root = document.getElementById("root");
  if (!root) throw new Error("Falta el elemento #root");
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.firstElementChild) {
    // The server sent this screen's markup (/login, /register): React adopts it instead of drawing it
    // again, once the screen's own code is here, so nothing on screen changes.
    preloadScreen(window.location.pathname).then(
      () => hydrateRoot(root, app),
      () => hydrateRoot(root, app),
    );
  } else {
    createRoot(root).render(app);
  }
}
