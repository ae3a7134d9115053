import { PREVIEW_MESSAGES, type PreviewLink } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { SHARE_DRAFT_TEXTS as TEXTS } from './share-draft-texts.ts';
import { ShareDraftPanel } from './ShareDraftPanel.tsx';

const api = setupFakeApi();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const LINKS = `/api/admin/blogs/${ID}/preview-links`;
const OLD: PreviewLink = { id: 'a'.repeat(64), createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z' };
const NEW = { id: 'b'.repeat(64), createdAt: '2026-11-28T10:00:00.000Z', expiresAt: '2026-11-29T10:00:00.000Z', token: 'secret-token', url: 'http://site.test/preview/secret-token' };

const renderPanel = () => {
  const view = renderPage(<ShareDraftPanel blogId={ID} />, { apiBaseUrl: api.url, token: 'test-token' });
  return { ...view, user: userEvent.setup() };
};

describe('ShareDraftPanel (docs/product.md#share-a-draft)', () => {
  it('creates a link for the chosen expiry, shows it once with Copy, and lists it', async () => {
    api.on(`GET ${LINKS}`, ok({ links: [OLD] }));
    api.on(`POST ${LINKS}`, { status: 201, body: { success: true, message: PREVIEW_MESSAGES.created, link: NEW } });
    const { user, container } = renderPanel();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    const expiry = screen.getByRole('combobox', { name: TEXTS.expiry });
    // Seven days unless chosen otherwise; the four choices of the product.
    expect(expiry).toHaveValue('168');
    expect(within(expiry).getAllByRole('option').map((option) => option.textContent)).toEqual(['1 hour', '1 day', '7 days', '30 days']);
    await user.selectOptions(expiry, '24');
    await user.click(screen.getByRole('button', { name: TEXTS.create }));

    const url = await screen.findByRole('textbox', { name: TEXTS.url });
    expect(url).toHaveValue(NEW.url);
    expect(api.calls(`POST ${LINKS}`)[0]!.body).toEqual({ expiresInHours: 24 });
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.created);
    await user.click(screen.getByRole('button', { name: TEXTS.copy }));
    expect(await navigator.clipboard.readText()).toBe(NEW.url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(TEXTS.copied));
    // The new link heads the list without asking the server again.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls(`GET ${LINKS}`)).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('revokes a link and takes it off the list', async () => {
    api.on(`GET ${LINKS}`, ok({ links: [OLD] }));
    api.on(`DELETE ${LINKS}/${OLD.id}`, ok({ message: PREVIEW_MESSAGES.revoked }));
    const { user } = renderPanel();
    const item = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(item).getByRole('button', { name: /Revoke link/ }));
    expect(await screen.findByText(TEXTS.none)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.revoked);
    expect(api.calls(`DELETE ${LINKS}/${OLD.id}`)).toHaveLength(1);
  });

  it('keeps the list as it was when a revoke fails', async () => {
    api.on(`GET ${LINKS}`, ok({ links: [OLD] }));
    api.on(`DELETE ${LINKS}/${OLD.id}`, fail(404, PREVIEW_MESSAGES.notFound));
    const { user } = renderPanel();
    const item = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(item).getByRole('button', { name: /Revoke link/ }));
    expect(await screen.findByText(PREVIEW_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
