import { customType } from 'drizzle-orm/pg-core';

/**
 * drizzle 0.45 has no bytea column. `pg` returns a Buffer and PGlite a Uint8Array; both become a
 * Buffer here so callers see one type whichever driver runs.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
