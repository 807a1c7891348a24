import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_USERS_PATHS,
  ZAdminUserListQuery,
  ZAdminUserListResponse,
  ZAdminUserResponse,
  ZSaveUserRequest,
  ZUserIdParams,
} from "../../../shared/contracts/admin-users";
import { ZResourceErrors } from "../../../shared/contracts/common";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import {
  createUserByAdmin,
  getUserForAdmin,
  listUsersForAdmin,
  reactivateUser,
  suspendUser,
  updateUserByAdmin,
} from "./admin-users.service";
import { deleteUserByAdmin } from "./delete-user.service";

const tags = ["administración"];

/** /user-management and /create-user's API; administrators only (checked on every request). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Before validation: a non-admin is refused (403) whatever it sends, and learns nothing of the schemas.
  app.addHook("preValidation", requireAccess(ctx, ["admin"]));

  app.get(
    ADMIN_USERS_PATHS.list,
    {
      schema: {
        tags,
        summary: "Usuarios: búsqueda, filtros, orden y páginas",
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserListResponse, ...ZResourceErrors },
      },
    },
    async (request) => listUsersForAdmin(ctx, { actor: request.actor!, query: request.query }),
  );

  app.post(
    ADMIN_USERS_PATHS.list,
    {
      schema: {
        tags,
        summary: "Crear un usuario (recibe un correo para definir su contraseña)",
        body: ZSaveUserRequest,
        response: { 201: ZAdminUserResponse, ...ZResourceErrors },
      },
    },
    async (request, reply) => {
      const user = await createUserByAdmin(ctx, {
        actor: request.actor!,
        ipAddress: request.ip,
        body: request.body,
      });
      return reply.status(201).send({ user });
    },
  );

  app.get(
    ADMIN_USERS_PATHS.one,
    {
      schema: {
        tags,
        summary: "Un usuario",
        params: ZUserIdParams,
        response: { 200: ZAdminUserResponse, ...ZResourceErrors },
      },
    },
    async (request) => ({
      user: await getUserForAdmin(ctx, { actor: request.actor!, userId: request.params.id }),
    }),
  );

  app.put(
    ADMIN_USERS_PATHS.one,
    {
      schema: {
        tags,
        summary: "Editar un usuario",
        params: ZUserIdParams,
        body: ZSaveUserRequest,
        response: { 200: ZAdminUserResponse, ...ZResourceErrors },
      },
    },
    async (request) => ({
      user: await updateUserByAdmin(ctx, {
        actor: request.actor!,
        ipAddress: request.ip,
        userId: request.params.id,
        body: request.body,
      }),
    }),
  );

  for (const [path, action, summary] of [
    [ADMIN_USERS_PATHS.suspend, suspendUser, "Suspender (cierra sus sesiones)"],
    [ADMIN_USERS_PATHS.reactivate, reactivateUser, "Reactivar"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          params: ZUserIdParams,
          response: { 200: ZAdminUserResponse, ...ZResourceErrors },
        },
      },
      async (request) => ({
        user: await action(ctx, { actor: request.actor!, ipAddress: request.ip, userId: request.params.id }),
      }),
    );
  }

  app.delete(
    ADMIN_USERS_PATHS.one,
    {
      schema: {
        tags,
        summary: "Eliminar un usuario y sus proyectos",
        params: ZUserIdParams,
        response: { 204: z.null(), ...ZResourceErrors },
      },
    },
    async (request, reply) => {
      await deleteUserByAdmin(ctx, {
        actor: request.actor!,
        ipAddress: request.ip,
        userId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
