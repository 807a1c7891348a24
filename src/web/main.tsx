import "./zod-jitless";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./styles.css";
import "../shared/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { readStampedPublicConfig } from "./api/public-config";
import { detectNoSuchKey, renderNoSuchKeyScreen } from "./components/no-such-key";

const page = { title: document.title, href: window.location.href, bodyText: document.body.textContent ?? "" };
if (detectNoSuchKey(page)) {
  // The server stamps its public configuration into the page: the API may be what is missing.
  renderNoSuchKeyScreen(document, readStampedPublicConfig()?.supportEmail);
} else {
  const root = document.getElementById("root");
  if (!root) throw new Error("Falta el elemento #root");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
