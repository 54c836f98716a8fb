import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createProjectRequestSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  renameProjectRequestSchema,
} from "../../../contracts/projects.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { createProject } from "../../domain/projects/create-project.ts";
import { deleteProject } from "../../domain/projects/delete-project.ts";
import { listProjects } from "../../domain/projects/list-projects.ts";
import { renameProject } from "../../domain/projects/rename-project.ts";

const byId = z.object({ id: z.string() });

export function projectRoutes(auth: Auth, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/projects",
      {
        schema: {
          tags: ["projects"],
          querystring: projectListQuerySchema,
          response: { 200: projectListSchema },
        },
      },
      async (request) =>
        listProjects(db, await requireActor(auth, request), request.query.organizationId),
    );

    app.post(
      "/api/projects",
      {
        schema: {
          tags: ["projects"],
          body: createProjectRequestSchema,
          response: { 201: projectSchema },
        },
      },
      async (request, reply) => {
        const project = await createProject(db, await requireActor(auth, request), request.body);
        return reply.code(201).send(project);
      },
    );

    app.patch(
      "/api/projects/:id",
      {
        schema: {
          tags: ["projects"],
          params: byId,
          body: renameProjectRequestSchema,
          response: { 200: projectSchema },
        },
      },
      async (request) =>
        renameProject(db, await requireActor(auth, request), request.params.id, request.body.name),
    );

    app.delete(
      "/api/projects/:id",
      { schema: { tags: ["projects"], params: byId } },
      async (request, reply) => {
        await deleteProject(db, await requireActor(auth, request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
