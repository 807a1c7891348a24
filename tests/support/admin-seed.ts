/**
 * Known figures written straight to the database for the admin dashboards' tests: what each dashboard
 * must then show. Everything happens "now" (today in Mexico City).
 */
import type { Database } from "../../src/server/db/client";
import {
  auditEvents,
  documents,
  payments,
  phaseVersions,
  projects,
  subscriptions,
  systemEvents,
} from "../../src/server/db/schema";
import { createUser } from "./accounts";

export async function seedDashboardFigures(db: Database) {
  const client = await createUser(db, { fullName: "Constructora Seed" });
  const [project, closed] = await db
    .insert(projects)
    .values([
      { ownerId: client.id, name: "Seed abierto", description: "d" },
      { ownerId: client.id, name: "Seed cerrado", description: "d", status: "closed", closedAt: new Date() },
    ])
    .returning();
  await db.insert(documents).values({
    projectId: project!.id,
    ownerId: client.id,
    name: "bases-seed.pdf",
    fileType: "pdf",
    mimeType: "application/pdf",
    fileSize: 123_456,
    sha256: "b".repeat(64),
    storageKey: `sha256/${"b".repeat(64)}`,
    status: "listo",
    passageCount: 7,
  });
  const stats = (seconds: number, extra: Record<string, number> = {}) => ({
    statements: 10,
    cited: 8,
    passagesCited: 12,
    pending: 2,
    droppedCitations: 0,
    unverified: 0,
    passagesRetrieved: 20,
    seconds,
    ...extra,
  });
  await db.insert(phaseVersions).values([
    {
      projectId: project!.id,
      phase: 0,
      version: 1,
      generator: "extractivo",
      status: "listo",
      stats: stats(2),
    },
    {
      projectId: project!.id,
      phase: 0,
      version: 2,
      generator: "modelo-x",
      status: "listo",
      stats: stats(4, { tokens: 1500, attempts: 2 }),
    },
    {
      projectId: project!.id,
      phase: 1,
      version: 1,
      generator: "extractivo",
      status: "error",
      error: "sin pasajes",
    },
  ]);
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId: client.id,
      providerSubscriptionId: `I-SEED-${client.id}`,
      planId: "monthly_plan",
      providerPlanId: "P-1",
      status: "ACTIVE",
    })
    .returning();
  await db.insert(payments).values({
    userId: client.id,
    subscriptionId: subscription!.id,
    providerReference: `seed-${client.id}`,
    amount: "99.90",
    currency: "USD",
    status: "COMPLETED",
    paidAt: new Date(),
  });
  await db.insert(auditEvents).values([
    { action: "auth.login", actorId: client.id, actorEmail: client.email, ipAddress: "10.1.1.1" },
    { action: "auth.login", actorId: client.id, actorEmail: client.email, ipAddress: "10.1.1.1" },
    { action: "auth.login_failed", actorEmail: "nadie@x.mx", ipAddress: "10.9.9.9" },
    { action: "auth.login_failed", actorEmail: "nadie@x.mx", ipAddress: "10.9.9.9" },
    { action: "auth.locked", actorEmail: "nadie@x.mx", ipAddress: "10.9.9.9" },
    { action: "auth.captcha_failed", ipAddress: "10.9.9.9" },
    { action: "subscription.cancelled", targetType: "user", targetId: closed!.ownerId },
  ]);
  await db
    .insert(systemEvents)
    .values({ kind: "error", message: "Fallo sembrado para el tablero", requestId: "req-seed" });
  return { client, project: project! };
}
