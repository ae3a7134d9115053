import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  CreatedPreviewLinkResponse,
  ErrorResponse,
  IdParams,
  NewPreviewLink,
  PREVIEW_LINK_HOURS,
  PREVIEW_MESSAGES,
  PREVIEW_PAGE_PREFIX,
  PreviewLinkListResponse,
  PreviewLinkParams,
  PreviewRenderRequest,
  PreviewRenderResponse,
} from '@studyhub/shared-api/contract';
import { Type } from 'typebox';
import { absoluteBodyMedia } from '../blogs/body-media-urls.ts';
import { storedDescription } from '../blogs/new-blog-input.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { renderOnWrite } from '../render/render-on-write.ts';
import type { PreviewLinkRepository } from './preview-link-repository.ts';

export interface PreviewAdminRoutesOptions {
  links: PreviewLinkRepository;
  /** Where the site's pages are: a link's address. */
  publicSiteUrl: string;
  /** The API's public URL, which a body's images are stored relative to. */
  publicApiUrl: string;
}

const Success = Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) });

/**
 * Draft links and the editor's Preview (docs/decisions/0078), registered in the admin scope, which
 * answers 401 without a session.
 */
export const previewAdminRoutes: FastifyPluginAsyncTypebox<PreviewAdminRoutesOptions> = async (app, { links, publicSiteUrl, publicApiUrl }) => {
  const tags = ['Draft links'];
  const site = publicSiteUrl.replace(/\/+$/, '');

  app.post(
    API_PATHS.adminPreviewLinks,
    {
      config: { staff: { action: 'post.edit', post: 'params' }, audit: 'post.draft_link' },
      schema: {
        tags,
        summary: "A link to the post's current draft, for readers without an account: the token is in this answer only",
        params: IdParams,
        body: NewPreviewLink,
        response: { 201: CreatedPreviewLinkResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const hours = request.body.expiresInHours ?? PREVIEW_LINK_HOURS.default;
      const link = await links.create(request.params.id, hours, request.adminId);
      if (!link) throw notFound('Blog');
      const url = `${site}${PREVIEW_PAGE_PREFIX}${link.token}`;
      return reply.code(201).send({ success: true, message: PREVIEW_MESSAGES.created, link: { ...link, url } });
    },
  );

  app.get(
    API_PATHS.adminPreviewLinks,
    { config: { staff: { action: 'post.edit', post: 'params' } }, schema: { tags, summary: "The post's live draft links (no tokens), newest first", params: IdParams, response: { 200: PreviewLinkListResponse, 404: ErrorResponse } } },
    async (request) => {
      const live = await links.listLive(request.params.id);
      if (!live) throw notFound('Blog');
      return { success: true, links: live };
    },
  );

  app.delete(
    API_PATHS.adminPreviewLink,
    { config: { staff: { action: 'post.edit', post: 'params' }, audit: 'post.draft_link_revoke' }, schema: { tags, summary: 'Revoke a draft link: its page answers 404 from now on', params: PreviewLinkParams, response: { 200: Success, 404: ErrorResponse } } },
    async (request) => {
      if (!(await links.revoke(request.params.id, request.params.linkId))) throw new HttpError(404, PREVIEW_MESSAGES.notFound);
      return { success: true, message: PREVIEW_MESSAGES.revoked };
    },
  );

  app.post(
    API_PATHS.adminPreviewRender,
    {
      config: { staff: 'everyRole' },
      schema: {
        tags,
        summary: "The editor's unsaved body as readers would get it: sanitised and rendered exactly as a save does, nothing stored",
        body: PreviewRenderRequest,
        response: { 200: PreviewRenderResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const html = await renderOnWrite(storedDescription(request.body.description, publicApiUrl));
      return { success: true, html: absoluteBodyMedia(html, publicApiUrl) };
    },
  );
};
