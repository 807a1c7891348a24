/**
 * Driving a project through the phases over the API, for the eight-phase tests: upload the tender
 * package, wait for indexing, generate and wait, download, and check every stored source against the
 * project's own passages.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { AppContext } from "../../src/server/context";
import { passages, phaseVersions } from "../../src/server/db/schema";
import { buildMultipart } from "./multipart";
import { TENDER_PACKAGE, TENDER_PROJECT } from "./tender-package";

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error("condition not met in time");
}

export function phaseClient(app: FastifyInstance, cookies: Record<string, string>) {
  let projectId = "";
  const api = {
    get projectId() {
      return projectId;
    },
    async createProject(project = TENDER_PROJECT) {
      projectId = (
        await app.inject({ method: "POST", url: "/api/projects", cookies, payload: project })
      ).json().id;
      return projectId;
    },
    /** Uploads the whole package, one request per category, and waits until every file is indexed. */
    async uploadPackage(files = TENDER_PACKAGE) {
      const categories = [...new Set(files.map((file) => file.category))];
      for (const category of categories) {
        const batch = await Promise.all(
          files
            .filter((file) => file.category === category)
            .map(async (file) => ({ filename: file.name, content: await file.build() })),
        );
        const { payload, headers } = buildMultipart({ documentType: category }, batch);
        const response = await app.inject({
          method: "POST",
          url: `/api/projects/${projectId}/documents`,
          cookies,
          headers,
          payload,
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      await waitFor(async () => {
        const list = (
          await app.inject({ method: "GET", url: `/api/projects/${projectId}/documents`, cookies })
        ).json();
        const inputs = list.documents.filter((doc: { type: string }) => doc.type === "input");
        return (
          inputs.length === files.length && inputs.every((doc: { status: string }) => doc.status === "listo")
        );
      });
      await app.inject({ method: "POST", url: `/api/projects/${projectId}/rag/start`, cookies });
    },
    async phases() {
      return (await app.inject({ method: "GET", url: `/api/projects/${projectId}/phases`, cookies })).json();
    },
    generate(phase: number, instructions?: string) {
      return app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/${phase}/generate`,
        cookies,
        payload: instructions === undefined ? {} : { instructions },
      });
    },
    /** Waits until the phase's job is over; returns the phase as listed. */
    async settle(phase: number) {
      let last: { job: { status: string; error: string | null } | null; currentVersion: number } | undefined;
      await waitFor(async () => {
        last = (await api.phases()).phases[phase];
        return !last?.job || last.job.status === "error";
      });
      return last!;
    },
    async generateAndWait(phase: number, instructions?: string) {
      const accepted = await api.generate(phase, instructions);
      expect(accepted.statusCode, accepted.body).toBe(202);
      const settled = await api.settle(phase);
      expect(settled.job?.error ?? null).toBeNull();
      return settled;
    },
    async download(url: string) {
      const response = await app.inject({ method: "GET", url, cookies });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    },
    uploadAdjusted(phase: number, filename: string, content: Buffer) {
      const { payload, headers } = buildMultipart({}, [{ filename, content }]);
      return app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/${phase}/adjusted`,
        cookies,
        headers,
        payload,
      });
    },
    advance() {
      return app.inject({ method: "POST", url: `/api/projects/${projectId}/advance`, cookies });
    },
  };
  return api;
}

function normalize(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * Every source stored with the phase's latest version names a passage of THIS project whose text
 * contains the quote. Returns how many sources were checked.
 */
export async function expectSourcesInPassages(ctx: AppContext, projectId: string, phase: number) {
  const versions = await ctx.db.select().from(phaseVersions).where(eq(phaseVersions.projectId, projectId));
  const latest = versions
    .filter((row) => row.phase === phase && row.status === "listo")
    .sort((a, b) => b.version - a.version)[0];
  expect(latest?.content).toBeTruthy();
  const content = latest!.content as {
    sections: Array<{
      statements: Array<{ sources: Array<{ passageId: string; quote: string }> }>;
      table?: { rows: Array<{ sources: Array<{ passageId: string; quote: string }> }> };
    }>;
  };
  const sources = content.sections.flatMap((section) => [
    ...section.statements.flatMap((statement) => statement.sources),
    ...(section.table?.rows.flatMap((row) => row.sources) ?? []),
  ]);
  for (const source of sources) {
    const [row] = await ctx.db.select().from(passages).where(eq(passages.id, source.passageId));
    expect(row?.projectId, `pasaje ${source.passageId}`).toBe(projectId);
    expect(normalize(row!.text)).toContain(normalize(source.quote));
  }
  return { sources: sources.length, stats: latest!.stats as Record<string, number> };
}
