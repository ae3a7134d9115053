/** PostgreSQL's SQLSTATE for a unique constraint refusing a write. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` is the unique constraint `constraint` refusing a write. Both drivers report the
 * SQLSTATE and the constraint's name on their error; Drizzle wraps it as the cause of its own.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === UNIQUE_VIOLATION) return fields.constraint === constraint;
  }
  return false;
}
