export type ToneColor = 'blue' | 'green' | 'amber' | 'orange' | 'red' | 'purple' | 'neutral';
export type CategoryColor = Extract<ToneColor, 'blue' | 'green' | 'amber' | 'purple'>;
export const CATEGORY_COLORS: readonly CategoryColor[] = ['blue', 'green', 'amber', 'purple'];
export type ComplexityColor = Extract<ToneColor, 'green' | 'orange' | 'red' | 'blue'>;

/**
 * docs/product.md#badge-colours, case-insensitive and in this order: "tech" (so also "technology") → blue; "math" or
 * "science" → green; "finance" or "business" → amber; anything else or none → purple.
 */
export function categoryColor(category: string | null | undefined): CategoryColor {
  const name = (category ?? '').toLowerCase();
  if (name.includes('tech') || name === 'technology') return 'blue';
  if (name.includes('math') || name.includes('science')) return 'green';
  if (name.includes('finance') || name.includes('business')) return 'amber';
  return 'purple';
}

/** A blog's category as its badge reads: trimmed, "Uncategorized" when there is none. */
export function categoryLabel(category: string | null | undefined): string {
  return category?.trim() || 'Uncategorized';
}

/** docs/product.md#badge-colours: easy green, medium orange, hard red, anything else (e.g. "Varied") blue. */
export function complexityColor(complexity: string | null | undefined): ComplexityColor {
  switch ((complexity ?? '').trim().toLowerCase()) {
    case 'easy':
      return 'green';
    case 'medium':
      return 'orange';
    case 'hard':
      return 'red';
    default:
      return 'blue';
  }
}
