/**
 * What a visitor's comment must respect besides its field lengths (docs/decisions/0068): the
 * allowances per browser and per network address, and the words the API and the form use.
 */

/** The server's defaults (COMMENT_LIMIT_PER_BROWSER, COMMENT_LIMIT_PER_ADDRESS, COMMENT_LIMIT_WINDOW_SECONDS). */
export const COMMENT_ALLOWANCE = {
  /** Comments one browser may post per window. */
  perBrowser: 5,
  /** Comments one network address may post per window: a lecture hall behind one campus address. */
  perAddress: 60,
  windowSeconds: 10 * 60,
} as const;

/**
 * The random id a browser keeps and sends as `browserId` with each comment, so that people behind
 * one address are counted one by one. Requests without it share one strict allowance per address.
 */
export const BROWSER_ID_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const COMMENT_MESSAGES = {
  submitted: 'Thanks! Your comment will appear once it is approved.',
  duplicate: 'This comment has already been posted. Please write something different.',
  tooManyLinks: (max: number) => `A comment can contain at most ${plural(max, 'link')}. Please remove some and try again.`,
  /** `window` and `retry` as words: "10 minutes", "7 minutes". */
  browserLimit: (max: number, window: string, retry: string) => `You can post ${plural(max, 'comment')} every ${window}. Please try again in ${retry}.`,
  addressLimit: (retry: string) => `Too many comments from your network right now. Please try again in ${retry}.`,
} as const;
