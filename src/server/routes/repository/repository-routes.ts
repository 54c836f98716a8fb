import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createRepositoryFolderRequestSchema,
  repositoryFolderListQuerySchema,
  repositoryFolderListSchema,
  repositoryFolderSchema,
} from "../../../contracts/repository.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { createRepositoryFolder } from "../../domain/repository/create-repository-folder.ts";
import { listRepositoryFolders } from "../../domain/repository/list-repository-folders.ts";

export function repositoryRoutes(auth: Auth, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/repository-folders",
      {
        schema: {
          tags: ["repository"],
          querystring: repositoryFolderListQuerySchema,
          response: { 200: repositoryFolderListSchema },
        },
      },
      async (request) =>
        listRepositoryFolders(db, await requireActor(auth, request), request.query.organizationId),
    );

    app.post(
      "/api/repository-folders",
      {
        schema: {
          tags: ["repository"],
          body: createRepositoryFolderRequestSchema,
          response: { 201: repositoryFolderSchema },
        },
      },
      async (request, reply) => {
        const folder = await createRepositoryFolder(
          db,
          await requireActor(auth, request),
          request.body,
        );
        return reply.code(201).send(folder);
      },
    );
  };
}
