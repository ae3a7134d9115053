import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivateReleaseRequest, AdminReleasesResponse, API_PATHS, AppReleaseStateResponse, CanaryRequest, ErrorResponse, ReleaseAppParams } from '@studyhub/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import type { ReleaseChange, ReleaseChanger, ReleaseRegistry } from './release-registry.ts';

export interface ReleaseAdminRoutesOptions {
  registry: ReleaseRegistry;
}

/**
 * Owner only. The registry audits each change itself, in the change's transaction, whoever makes it
 * (these routes or the commands), so the scope's hook records only refusals (`audit: false`).
 */
const OWNER_ONLY = { staff: 'site.releases', audit: false } as const;
const tags = ['Releases'];
const changeResponses = { 200: AppReleaseStateResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

const changer = (request: FastifyRequest): ReleaseChanger => ({ actor: { id: request.staff!.id }, address: request.ip });
const answer = ({ message, state }: ReleaseChange) => ({ success: true, message, release: state });

/** The owner's Releases page (issue 38): every app's versions, and activate, roll back, canary, promote. */
export const releaseAdminRoutes: FastifyPluginAsyncTypebox<ReleaseAdminRoutesOptions> = async (app, { registry }) => {
  app.get(
    API_PATHS.adminReleases,
    { config: OWNER_ONLY, schema: { tags, summary: "Every app's kept releases, active version, rollback target, canary with its health, last automatic rollback", response: { 200: AdminReleasesResponse } } },
    async () => ({ success: true, apps: await registry.adminState() }),
  );

  app.post(
    API_PATHS.adminReleaseActivate,
    { config: OWNER_ONLY, schema: { tags, summary: 'Make a kept version active for everyone; 409 when it does not fit', params: ReleaseAppParams, body: ActivateReleaseRequest, response: changeResponses } },
    async (request) => answer(await registry.activate(request.params.app, request.body.version, changer(request))),
  );

  app.post(
    API_PATHS.adminReleaseRollback,
    { config: OWNER_ONLY, schema: { tags, summary: 'Back to the version active before the current one (again: further back)', params: ReleaseAppParams, response: changeResponses } },
    async (request) => answer(await registry.rollback(request.params.app, changer(request))),
  );

  app.post(
    API_PATHS.adminReleaseCanary,
    { config: OWNER_ONLY, schema: { tags, summary: "Start or change a remote's canary (1–99 % of browsers)", params: ReleaseAppParams, body: CanaryRequest, response: changeResponses } },
    async (request) => answer(await registry.startCanary(request.params.app, request.body.version, request.body.percent, changer(request))),
  );

  app.delete(
    API_PATHS.adminReleaseCanary,
    { config: OWNER_ONLY, schema: { tags, summary: 'Stop the canary: everyone gets the active version', params: ReleaseAppParams, response: changeResponses } },
    async (request) => answer(await registry.stopCanary(request.params.app, changer(request))),
  );

  app.post(
    API_PATHS.adminReleasePromote,
    { config: OWNER_ONLY, schema: { tags, summary: 'The canary becomes the active version for everyone', params: ReleaseAppParams, response: changeResponses } },
    async (request) => answer(await registry.promote(request.params.app, changer(request))),
  );
};
