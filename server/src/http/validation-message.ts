import { NO_NUL_PATTERN } from '@studyhub/shared-api/contract';

/**
 * One wording for schema problems, whether Fastify's ajv (JSON bodies) or TypeBox (the multipart
 * `blog` field) found them: "title is required", "name must be at most 80 characters",
 * "category must be one of CSE, COD, Elective, Other", "Unknown field: force".
 */
export interface SchemaProblem {
  /** JSON pointer of the value, e.g. "/title". */
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export function describeSchemaProblems(problems: readonly SchemaProblem[], subject: string): string {
  const unknown = problems.find((problem) => problem.keyword === 'additionalProperties');
  if (unknown) return `Unknown field: ${[unknown.params.additionalProperty ?? unknown.params.additionalProperties].flat().join(', ')}`;
  const [first] = problems;
  if (!first) return `The ${subject} is invalid`;
  const field = first.instancePath.split('/').filter(Boolean).join('.');
  const { params } = first;
  switch (first.keyword) {
    case 'required': {
      const missing = params.missingProperty ?? [params.requiredProperties].flat()[0];
      return `${field ? `${field}.` : ''}${String(missing)} is required`;
    }
    case 'minLength':
      return Number(params.limit) <= 1 ? `${field} is required` : `${field} must have at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'pattern':
      return params.pattern === NO_NUL_PATTERN ? `${field} cannot contain NUL characters` : `${field} has an invalid format`;
    case 'format':
      return params.format === 'email' ? `${field} must be a valid email address` : `${field} must be a valid ${String(params.format)}`;
    case 'const':
    case 'anyOf': {
      // A union of literals reports one `const` problem per allowed value, then the `anyOf`.
      const allowed = problems.flatMap((problem) =>
        problem.keyword === 'const' && problem.instancePath === first.instancePath ? [String(problem.params.allowedValue)] : [],
      );
      return allowed.length > 0 ? `${field} must be one of ${allowed.join(', ')}` : `${field} is invalid`;
    }
    case 'type':
      return field ? `${field} must be a ${String(params.type)}` : `The ${subject} must be a JSON object`;
    default:
      return `${field || `The ${subject}`} ${first.message ?? 'is invalid'}`;
  }
}
