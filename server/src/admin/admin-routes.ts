import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteDeps } from '../app-deps.ts';

// Placeholder: the routes of this group are added in the API-contract work (issue 3).
export const adminRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async () => {};
