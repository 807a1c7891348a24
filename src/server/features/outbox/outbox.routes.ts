import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  listOutbox,
  readOutboxEntry,
  readOutboxMessage,
  ZOutboxEntry,
  ZOutboxId,
} from "../../adapters/mail/outbox-mailer";
import type { Database } from "../../db/client";
import { AppError } from "../../http/app-error";
import { renderOutboxList, renderOutboxMessage } from "./outbox.pages";

export const OUTBOX_PAGE_PATH = "/outbox";
export const DEV_OUTBOX_API_PATH = "/api/dev/outbox";

export interface OutboxRoutesOptions {
  /** The database the outbox mailer writes to (shared by every process). */
  db: Database;
  /** Shown in the pages' header. */
  appName?: string;
}

const ZOutboxParams = z.object({ id: ZOutboxId });

export const ZDevOutboxQuery = z.object({
  /** Only messages to this address (case-insensitive), so a journey finds its own mail. */
  to: z.string().min(1).optional(),
});

export const ZDevOutboxResponse = z.object({ messages: z.array(ZOutboxEntry) });
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponse>;

/**
 * The local outbox, for development and tests: the lead registers it only outside production.
 * Every answer is `no-store`: these messages carry working activation and reset links.
 */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, options) => {
  const { db, appName } = options;

  app.get(OUTBOX_PAGE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listOutbox(db);
    return sendHtml(reply, renderOutboxList(entries, appName));
  });

  app.get(
    `${OUTBOX_PAGE_PATH}/:id`,
    { schema: { hide: true, params: ZOutboxParams } },
    async (request, reply) => {
      const entry = await readOutboxEntry(db, request.params.id);
      if (!entry) throw new AppError("NOT_FOUND", { detail: { id: request.params.id } });
      return sendHtml(reply, renderOutboxMessage(entry, appName));
    },
  );

  app.get(
    `${OUTBOX_PAGE_PATH}/:id/eml`,
    { schema: { hide: true, params: ZOutboxParams } },
    async (request, reply) => {
      const message = await readOutboxMessage(db, request.params.id);
      if (!message) throw new AppError("NOT_FOUND", { detail: { id: request.params.id } });
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${request.params.id}.eml"`)
        .type("message/rfc822")
        .send(message);
    },
  );

  app.get(
    DEV_OUTBOX_API_PATH,
    {
      schema: {
        summary: "Correos de la bandeja de salida local, del más reciente al más antiguo (solo desarrollo)",
        tags: ["desarrollo"],
        querystring: ZDevOutboxQuery,
        response: { 200: ZDevOutboxResponse },
      },
    },
    async (request, reply) => {
      const to = request.query.to?.trim();
      reply.header("cache-control", "no-store");
      return { messages: await listOutbox(db, to ? { to } : {}) };
    },
  );
};

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
