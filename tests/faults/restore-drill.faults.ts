/**
 * The restore drill of docs/OPERATIONS.md, performed: a server with a client, a project and a document
 * is stopped, its data folder (PGlite's `db/` and the files' `files/`) copied as the backup, the
 * original destroyed, the backup copied to a new folder, and a server started there: the client signs
 * in and finds its project and the document's very bytes.
 */
import { cp, rm } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { call, login, PASSWORD, signedInClient, uploadForm } from "../security/live-server";
import { freePort, freshDataDir, startServer, stopServer, waitUntilHealthy } from "../support/server-process";

describe("backup and restore of the embedded database and its files", () => {
  it("a stopped server's data folder, copied and restored elsewhere, serves everything again", async () => {
    const original = await freshDataDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ PORT: String(port), DATA_DIR: original, PUBLIC_URL: base });
    await waitUntilHealthy(first, 120_000);
    const client = await signedInClient(base, "Cliente Respaldo");
    const projectId = (
      await call(base, "POST", "/api/projects", {
        token: client.token,
        body: { name: "Proyecto respaldado", description: "Debe sobrevivir a la restauración" },
      })
    ).json().id;
    const content = "Propuesta técnica que debe volver intacta tras restaurar el respaldo.";
    const uploaded = await call(base, "POST", `/api/projects/${projectId}/documents`, {
      token: client.token,
      raw: uploadForm("otros", "respaldo.txt", content),
    });
    const documentId = uploaded.json().documents[0].id;
    expect(await stopServer(first)).toBe(0);

    // Backup (server stopped), disaster, restore into another folder.
    const backup = await freshDataDir();
    await cp(original, backup, { recursive: true });
    await rm(original, { recursive: true, force: true });
    const restored = await freshDataDir();
    await cp(backup, restored, { recursive: true });

    const second = startServer({ PORT: String(port), DATA_DIR: restored, PUBLIC_URL: base });
    await waitUntilHealthy(second, 120_000);
    try {
      const signedIn = await login(base, client.email, PASSWORD);
      expect(signedIn.status).toBe(200);
      const token = signedIn.json().token as string;
      const projects = (await call(base, "GET", "/api/projects", { token })).json().projects;
      expect(projects.map((project: { name: string }) => project.name)).toEqual(["Proyecto respaldado"]);
      const file = await call(base, "GET", `/api/documents/${documentId}/download`, { token });
      expect(file.status).toBe(200);
      expect(file.text).toBe(content);
    } finally {
      await stopServer(second);
    }
  }, 300_000);
});
