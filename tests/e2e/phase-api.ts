/**
 * Moving a project through the phases over the API from a signed-in page's session, for journeys that
 * need a phase's state (a closed project, six versions) without clicking through every step.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

interface PhaseState {
  currentPhase: number;
  phases: Array<{ currentVersion: number; job: { status: string; error: string | null } | null }>;
}

async function phases(request: APIRequestContext, projectId: string): Promise<PhaseState> {
  const answer = await request.get(`/api/projects/${projectId}/phases`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** Generates the phase's next version with the configured generator and waits until it is ready. */
export async function generateByApi(
  request: APIRequestContext,
  projectId: string,
  phase: number,
  instructions?: string,
): Promise<void> {
  const before = (await phases(request, projectId)).phases[phase]!.currentVersion;
  const accepted = await request.post(`/api/projects/${projectId}/phases/${phase}/generate`, {
    data: instructions === undefined ? {} : { instructions },
  });
  expect(accepted.status(), await accepted.text()).toBe(202);
  await expect(async () => {
    const state = (await phases(request, projectId)).phases[phase]!;
    expect(state.job?.error ?? null).toBeNull();
    expect(state.currentVersion).toBe(before === -1 ? 1 : before + 1);
  }).toPass({ timeout: 30_000, intervals: [250] });
}

/** Starts the model and generates and completes every phase before `phase`, which is left open. */
export async function walkPhasesByApi(request: APIRequestContext, projectId: string, phase: number) {
  expect((await request.post(`/api/projects/${projectId}/rag/start`)).status()).toBe(200);
  for (let id = 0; id < phase; id++) {
    await generateByApi(request, projectId, id);
    expect((await request.post(`/api/projects/${projectId}/advance`)).status()).toBe(200);
  }
  expect((await phases(request, projectId)).currentPhase).toBe(phase);
}
