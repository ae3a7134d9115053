const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL rejects a malformed uuid with an error; checking first lets routes answer 404. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
