/** A MULTI's replies as plain values, or the first command's error (ioredis resolves with both). */
export function transactionReplies(replies: Array<[Error | null, unknown]> | null): unknown[] {
  // Null only if a WATCHed key changed; these transactions watch nothing, but never read it as zeros.
  if (!replies) throw new Error('Redis discarded the transaction');
  return replies.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
