import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ok, setupFakeApi } from './fake-api.ts';
import { currentLocation, renderPage } from './render-page.tsx';

const api = setupFakeApi();

describe('the fake API', () => {
  it('answers a route, records query, headers and a JSON body, and gives the envelope 404 elsewhere', async () => {
    api.on('POST /api/thing', (request) => ok({ echoed: request.query.id }));
    const answer = await fetch(`${api.url}/api/thing?id=7`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 't' }, body: '{"a":1}' });
    expect(await answer.json()).toEqual({ success: true, echoed: '7' });
    expect(api.calls('POST /api/thing')).toMatchObject([{ query: { id: '7' }, headers: { authorization: 't' }, body: { a: 1 } }]);
    const missing = await fetch(`${api.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'No fake for GET /api/nothing' });
  });

  it('parses a multipart body into its fields, and forgets the last test', async () => {
    expect(api.requests).toEqual([]);
    // Written out by hand: jsdom's FormData is not one Node's fetch knows how to send.
    const part = (headers: string, value: string) => `--b0\r\nContent-Disposition: form-data; ${headers}\r\n\r\n${value}\r\n`;
    const body = `${part('name="blog"', '{"title":"T"}')}${part('name="image"; filename="cover.png"\r\nContent-Type: image/png', 'x')}--b0--\r\n`;
    await fetch(`${api.url}/api/upload`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b0' }, body });
    const fields = api.calls('POST /api/upload')[0]!.body as { blog: string; image: File };
    expect(fields.blog).toBe('{"title":"T"}');
    expect(fields.image.name).toBe('cover.png');
  });
});

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/other?x=1', { replace: true })}>
      Go
    </button>
  );
}

describe('renderPage', () => {
  it('reports where the router went and how, renders "Elsewhere" off the route, and holds the token it is given', async () => {
    const { user, storedToken, store } = renderPage(<GoElsewhere />, { path: '/start', route: '/start', token: 'held' });
    expect(currentLocation()).toMatchObject({ pathname: '/start', search: '', type: 'POP' });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(currentLocation()).toMatchObject({ pathname: '/other', search: '?x=1', type: 'REPLACE' });
    expect(screen.getByTestId('location')).toHaveTextContent('/other?x=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(storedToken()).toBe('held');
    expect(store.getState().auth.token).toBe('held');
  });
});
