import { API_PATHS, BROWSER_ID_PATTERN, COMMENT_MESSAGES } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeBlog, makeComment, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import BlogDetail from './BlogDetail.tsx';
import { COMMENT_REQUIRED, DEPARTMENTS, NAME_REQUIRED, validateComment } from './comment-form.ts';

const api = setupFakeApi();
const SUBMITTED = 'Thanks! Your comment will appear once it is approved.';
const LIMITED = COMMENT_MESSAGES.browserLimit(5, '10 minutes', '7 minutes');
let approved = [makeComment()];

beforeEach(() => {
  approved = [makeComment()];
  api.on('GET /api/blog/b1', { body: { success: true, blog: makeBlog({ _id: 'b1' }) } });
  api.on(`GET ${API_PATHS.blogAll}`, { body: { success: true, blogs: [] } });
  api.on(`POST ${API_PATHS.blogComments}`, () => ({ body: { success: true, comments: approved } }));
  api.on(`POST ${API_PATHS.blogAddComment}`, { body: { success: true, message: COMMENT_MESSAGES.submitted } });
});

async function renderForm() {
  const page = renderPage(<BlogDetail />, { apiBaseUrl: api.url, path: '/blog/:id', route: '/blog/b1' });
  const form = await screen.findByRole('form', { name: 'Leave a comment' });
  return { ...page, form: within(form) };
}

describe('validateComment (docs/product.md#comment-form)', () => {
  it('requires a name and a comment that are more than spaces', () => {
    expect(validateComment({ name: 'Ana', content: 'Hi' })).toEqual({});
    expect(validateComment({ name: '  ', content: '\n' })).toEqual({ name: NAME_REQUIRED, content: COMMENT_REQUIRED });
  });

  it('offers the optional departments', () => {
    expect(DEPARTMENTS.map((department) => department.label)).toEqual([
      'Choose your department',
      'Computer Science (CS)',
      'Engineering (CSE)',
      'Mathematics (EEE)',
      'Other',
    ]);
  });
});

describe('CommentForm', () => {
  it('has name and comment required, department optional, and a honeypot hidden from everyone', async () => {
    const { form } = await renderForm();
    expect(form.getByLabelText('Name')).toBeRequired();
    expect(form.getByLabelText('Comment')).toBeRequired();
    expect(form.getByLabelText('Department (optional)')).not.toBeRequired();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveValue('');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('refuses blank fields with messages tied to them, sending nothing', async () => {
    const { form, user } = await renderForm();
    await user.type(form.getByLabelText('Name'), '   ');
    await user.click(form.getByRole('button', { name: 'Post Comment' }));
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription(NAME_REQUIRED);
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Comment')).toHaveAccessibleDescription(COMMENT_REQUIRED);
    expect(form.getByLabelText('Name')).toHaveFocus();
    expect(api.calls(`POST ${API_PATHS.blogAddComment}`)).toHaveLength(0);
  });

  it('sends blog, name, comment and the browser id (not the department), clears, reloads and announces that it awaits approval', async () => {
    const { form, user } = await renderForm();
    // The polite live region is in the page, empty, before anything is put in it.
    const status = form.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.type(form.getByLabelText('Name'), ' Ana Reyes ');
    await user.selectOptions(form.getByLabelText('Department (optional)'), 'Engineering (CSE)');
    await user.type(form.getByLabelText('Comment'), 'Clear explanation, thanks.');
    const loadsBefore = api.calls(`POST ${API_PATHS.blogComments}`).length;
    approved = [makeComment({ _id: 'c2', name: 'Ana Reyes', content: 'Clear explanation, thanks.' }), ...approved];

    await user.click(form.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(status).toHaveTextContent(SUBMITTED));
    expect(form.getByRole('status')).toBe(status);
    expect(api.calls(`POST ${API_PATHS.blogAddComment}`).map((request) => request.body)).toEqual([
      { blog: 'b1', name: 'Ana Reyes', content: 'Clear explanation, thanks.', browserId: expect.stringMatching(new RegExp(BROWSER_ID_PATTERN)) },
    ]);
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Comment')).toHaveValue('');
    expect(form.getByLabelText('Department (optional)')).toHaveValue('');
    await waitFor(() => expect(api.calls(`POST ${API_PATHS.blogComments}`).length).toBeGreaterThan(loadsBefore));
    expect(await screen.findByRole('region', { name: 'Comments (2)' })).toHaveTextContent('Ana Reyes');
  });

  it('passes a filled honeypot on, for the server to drop', async () => {
    const { form, user } = await renderForm();
    await user.type(form.getByLabelText('Name'), 'Bot');
    await user.type(form.getByLabelText('Comment'), 'Buy now');
    await user.type(document.querySelector<HTMLInputElement>('input[name="website"]')!, 'https://spam.example');
    await user.click(form.getByRole('button', { name: 'Post Comment' }));
    await form.findByText(SUBMITTED);
    expect(api.calls(`POST ${API_PATHS.blogAddComment}`)[0]!.body).toMatchObject({ website: 'https://spam.example' });
  });

  it('shows and announces a refusal in the form, toasts it silently, and keeps what was typed', async () => {
    api.on(`POST ${API_PATHS.blogAddComment}`, { status: 429, body: { success: false, message: LIMITED } });
    const { form, user } = await renderForm();
    const status = form.getByRole('status');
    await user.type(form.getByLabelText('Name'), 'Ana');
    await user.type(form.getByLabelText('Comment'), 'Hello');
    await user.click(form.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(status).toHaveTextContent(LIMITED));
    // docs/product.md#error-messages: the toast too, kept out of the screen reader's way (said once, above).
    const toasts = screen.getAllByText(LIMITED).filter((node) => !status.contains(node));
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    expect(form.getByLabelText('Name')).toHaveValue('Ana');
    expect(form.getByLabelText('Comment')).toHaveValue('Hello');
    expect(form.queryByText(SUBMITTED)).toBeNull();

    // Sent again once allowed: the refusal gives way to the thanks.
    api.on(`POST ${API_PATHS.blogAddComment}`, { body: { success: true, message: COMMENT_MESSAGES.submitted } });
    await user.click(form.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(status).toHaveTextContent(SUBMITTED));
    expect(form.getByLabelText('Comment')).toHaveValue('');
  });
});
