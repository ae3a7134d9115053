import type { FastifyReply } from 'fastify';

/**
 * Adds fields to the answer's `Vary`, keeping those already there: CORS varies by `Origin` before
 * a route runs, and a cache that lost it could serve one origin's `Access-Control-Allow-Origin`
 * to another (decision 0080). Each field once, whatever its case; `*` already covers everything.
 */
export function appendVary(reply: FastifyReply, ...fields: string[]): FastifyReply {
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (listed.includes('*')) return reply;
  const seen = new Set(listed.map((field) => field.toLowerCase()));
  const added = fields.filter((field) => !seen.has(field.toLowerCase()) && seen.add(field.toLowerCase()));
  if (added.length === 0) return reply;
  return reply.header('vary', [...listed, ...added].join(', '));
}
