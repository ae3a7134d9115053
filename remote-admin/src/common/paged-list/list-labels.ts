/** A noun in the singular and the plural, as a count line says it. */
export interface Noun {
  one: string;
  many: string;
}

const number = (value: number) => value.toLocaleString('en-US');

/**
 * The status line of an admin list (docs/product.md#blog-lists): how many rows are shown of how
 * many match; the server counts up to ADMIN_TOTAL_CAP, past which the total reads "1,000+".
 */
export function countLabel(shown: number, total: number, capped: boolean, noun: Noun): string {
  if (total === 0) return `No ${noun.many} to show`;
  const of = `${number(total)}${capped ? '+' : ''}`;
  return `Showing ${number(shown)} of ${of} ${total === 1 && !capped ? noun.one : noun.many}`;
}
