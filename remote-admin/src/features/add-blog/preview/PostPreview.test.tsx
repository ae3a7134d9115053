import { API_PATHS } from '@studyhub/shared-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, IMAGE, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { PostPreview, PREVIEW_TEXTS, type PreviewFields } from './PostPreview.tsx';

const api = setupFakeApi();
const RENDER = `POST ${API_PATHS.adminPreviewRender}`;
const FIELDS: PreviewFields = { title: '  Graph algorithms ', subTitle: 'BFS and DFS', description: '<p>Visit every vertex once.</p>', category: 'Elective', image: null };

const renderButton = (fields = FIELDS) => {
  const view = renderPage(<PostPreview fields={fields} currentCover={IMAGE} createdAt="2026-11-20T10:00:00.000Z" />, { apiBaseUrl: api.url, token: 'test-token' });
  return { ...view, user: userEvent.setup() };
};

describe('PostPreview (decision 0078)', () => {
  it("shows the form's content in the reader's article, its body rendered by the server", async () => {
    api.on(RENDER, ok({ html: '<p>Visit every <strong>vertex</strong> once, rendered.</p>' }));
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: PREVIEW_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: PREVIEW_TEXTS.title });
    const article = await within(dialog).findByRole('article', { name: 'Graph algorithms' });
    expect(within(article).getByText('BFS and DFS')).toBeInTheDocument();
    expect(within(article).getByText('Elective')).toBeInTheDocument();
    expect(within(article).getByText('vertex').tagName).toBe('STRONG');
    expect(article.querySelector('img')).toHaveAttribute('src', `${IMAGE}?w=720`);
    expect(api.calls(RENDER)[0]!.body).toEqual({ description: '<p>Visit every vertex once.</p>' });
  });

  it("shows the server's refusal instead of a preview", async () => {
    api.on(RENDER, fail(400, 'Please add blog content'));
    const { user } = renderButton({ ...FIELDS, description: '' });
    await user.click(screen.getByRole('button', { name: PREVIEW_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: PREVIEW_TEXTS.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please add blog content');
    expect(within(dialog).queryByRole('article')).toBeNull();
  });
});
