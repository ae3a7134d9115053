/** The header's comment count with its singular or plural label (SPEC §2). */
export function commentCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}
