import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS } from '../helpers/admin-endpoints.ts';
import { useTestApp } from '../helpers/test-app.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

/** `/api/blog/:id` as OpenAPI writes it: `/api/blog/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every `$ref` in the document, to check that each one points at something. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), document);
}

describe('GET /api/docs/json', () => {
  const ctx = useTestApp();

  async function fetchDocument(): Promise<OpenApiDocument> {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    return response.json<OpenApiDocument>();
  }

  it('is an OpenAPI 3 document whose every operation has responses and every $ref resolves', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'StudyHub API', version: expect.any(String) });
    expect(document.components?.securitySchemes).toHaveProperty('token');

    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\//);
      expect(path).not.toContain(':');
      for (const method of METHODS) {
        const operation = item[method];
        if (operation) expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toHaveLength(0);
      }
    }
    for (const ref of refsIn(document)) expect(resolvePointer(document, ref), ref).toBeDefined();
  });

  it('lists every path of the API with a tag and a summary', async () => {
    const { paths } = await fetchDocument();
    const expected = Object.values(API_PATHS).map(openApiPath).sort();
    expect(Object.keys(paths).filter((path) => path.startsWith('/api/') && !path.startsWith('/api/docs')).sort()).toEqual(expected);

    const undocumented = expected.flatMap((path) =>
      METHODS.filter((method) => {
        const operation = paths[path]?.[method];
        return operation && !(operation.tags?.length && operation.summary);
      }).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented, 'operations without tags or summary').toEqual([]);
  });

  it('marks every admin-only operation as needing the token', async () => {
    const { paths } = await fetchDocument();
    const unmarked = ADMIN_ENDPOINTS.filter(({ method, url, route }) => {
      const operation = paths[openApiPath(route ?? url)]?.[method.toLowerCase() as Lowercase<typeof method>];
      return JSON.stringify(operation?.security) !== JSON.stringify([{ token: [] }]);
    }).map(({ method, url }) => `${method} ${url}`);
    expect(unmarked, 'admin-only operations without `security: [{ token: [] }]`').toEqual([]);
  });
});
