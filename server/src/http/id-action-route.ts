import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdRequest, MessageResponse } from '@studyhub/shared-api/contract';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { notFound } from './http-error.ts';

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

export interface IdAction {
  path: string;
  tags: string[];
  summary: string;
  /** What the id names, for the 404: "Blog" gives "Blog not found". */
  thing: string;
  /**
   * What the action is by the staff role table (every admin route names it). Named through the
   * route config that auth/staff-access.ts declares, so http/ needs nothing from auth/.
   */
  staff: NonNullable<FastifyContextConfig['staff']>;
  /** The audit action of a success (audit-hook.ts); the handler may name another in `request.auditNote`. */
  audit?: string;
  /** Does the action and says what happened; undefined when nothing has the id. */
  act: (id: string, request: FastifyRequest) => Promise<string | undefined>;
}

/** The admin's one-click actions (publish, delete, approve): POST `{ id }`, a message or a 404. */
export function idActionRoute(app: TypeboxApp, { path, tags, summary, thing, staff, audit, act }: IdAction): void {
  app.post(path, { config: { staff, audit }, schema: { tags, summary, body: IdRequest, response: { 200: MessageResponse, 404: ErrorResponse } } }, async (request) => {
    const message = await act(request.body.id, request);
    if (message === undefined) throw notFound(thing);
    return { success: true, message };
  });
}
