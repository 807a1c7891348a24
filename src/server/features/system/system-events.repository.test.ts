/** An unexpected error caused by a NUL character is still recorded (PostgreSQL refuses U+0000 in text). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { insertSystemEvent, listRecentSystemEvents } from "./system-events.repository";

describe.each(TEST_BACKENDS)("system events (%s)", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await testDatabase?.destroy();
  });

  it("records a message and a detail holding NUL characters, shown as '␀'", async () => {
    const { db } = testDatabase.database;
    await insertSystemEvent(db, {
      kind: "error",
      message: "Failed query: params: Obra\u0000",
      detail: { params: ["Obra\u0000", 3], nested: { text: "a\u0000b" } },
    });
    const [event] = await listRecentSystemEvents(db, 1);
    expect(event?.message).toBe("Failed query: params: Obra\u2400");
    expect(event?.detail).toEqual({ params: ["Obra\u2400", 3], nested: { text: "a\u2400b" } });
  });
});
