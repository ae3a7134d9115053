import { FORMULA_STYLESHEET_PRECEDENCE, hasFormulas } from '@studyhub/shared-api/contract';
import { useRef, useState, type MouseEvent } from 'react';
import katexStylesheet from 'katex/dist/katex.min.css?url';
import { copyText } from './copy-text.ts';
import styles from './PostBody.module.css';

/** What a Copy button says for a while after a press. */
export const COPY_LABELS = { idle: 'Copy', done: 'Copied', failed: 'Copy failed' } as const;
export const COPY_ANNOUNCEMENTS = { done: 'Code copied to the clipboard', failed: 'Could not copy the code; select it and copy instead.' } as const;
const COPY_RESET_MS = 2000;

/**
 * A post's body as the API rendered it on save (docs/decisions/0071): code highlighted into token
 * classes, formulas as KaTeX HTML and MathML, tables in scroll boxes. Readers run no highlighter:
 * the only script here is the code blocks' Copy button, one listener for all of them.
 */
export function PostBody({ html }: { html: string }) {
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<Element, number>());

  const copy = async (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest('button[data-copy-code]');
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    const copied = await copyText(code.textContent ?? '');
    // The button lives in the server's HTML, outside React's tree: its label is set directly.
    button.textContent = copied ? COPY_LABELS.done : COPY_LABELS.failed;
    window.clearTimeout(timers.current.get(button));
    timers.current.set(button, window.setTimeout(() => (button.textContent = COPY_LABELS.idle), COPY_RESET_MS));
    // Emptied first, so a second copy is announced again.
    setAnnouncement('');
    queueMicrotask(() => setAnnouncement(copied ? COPY_ANNOUNCEMENTS.done : COPY_ANNOUNCEMENTS.failed));
  };

  return (
    <>
      {/* Only a post with formulas fetches KaTeX's stylesheet and fonts. React puts the link in the
          head and shows the post once it has loaded (no unstyled formulas). */}
      {hasFormulas(html) && <link rel="stylesheet" href={katexStylesheet} precedence={FORMULA_STYLESHEET_PRECEDENCE} />}
      {/* The server sanitised the source on write and rendered this from it (docs/architecture.md#the-server). */}
      <div className={styles.prose} onClick={(event) => void copy(event)} dangerouslySetInnerHTML={{ __html: html }} />
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
