/** The header's comment count with its singular or plural label (docs/product.md#blog-detail). */
export function commentCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}
