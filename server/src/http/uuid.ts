/** A uuid as PostgreSQL writes one (lower case); also usable in SQL, whose `~` is case-sensitive. */
export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const UUID = new RegExp(UUID_PATTERN, 'i');

/** PostgreSQL rejects a malformed uuid with an error; checking first lets routes answer 404. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
