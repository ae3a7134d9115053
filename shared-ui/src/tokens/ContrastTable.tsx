import { colourPairs, MINIMUM, type ColourPair, type PairKind } from './colour-pairs.ts';
import { ScrollRegion } from '../components/ScrollRegion/ScrollRegion.tsx';
import styles from './ContrastTable.module.css';
import { readTokens } from './token-list.ts';

const KIND_LABEL: Record<PairKind, string> = { text: 'text, 4.5:1', 'non-text': 'boundary or focus, 3:1', decorative: 'decoration, no minimum' };

/** The pair drawn in one theme with the tokens themselves: text as "Aa", a boundary or line as a bar. */
function Measure({ pair, theme }: { pair: ColourPair; theme: 'light' | 'dark' }) {
  const ratio = pair[theme];
  const fails = ratio < MINIMUM[pair.kind];
  return (
    <span className={styles.measure}>
      <span data-theme={theme} className={styles.sample} style={{ background: `var(${pair.background})`, color: `var(${pair.foreground})` }}>
        {pair.kind === 'text' ? 'Aa' : <span className={styles.bar} style={{ background: `var(${pair.foreground})` }} />}
      </span>
      <span className={fails ? `${styles.ratio} ${styles.fails}` : styles.ratio}>
        {ratio.toFixed(2)}:1{fails ? ' (below the minimum)' : ''}
      </span>
    </span>
  );
}

/**
 * Every colour token against the backgrounds it is used on, in light and dark: generated from
 * tokens.css (colour-pairs.ts says which backgrounds), so a changed value shows its new ratio here.
 */
export function ContrastTable() {
  const pairs = colourPairs(readTokens());
  return (
    // It scrolls sideways on a phone, so a keyboard must be able to reach it (axe scrollable-region-focusable at 390 px).
    <ScrollRegion label="Colour contrast of the tokens">
      <table className={styles.table}>
        <caption>
          {pairs.length} pairs from tokens.css. The minimum is WCAG 2.2 AA: 4.5:1 for text, 3:1 for control boundaries and the focus ring.
        </caption>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            <th scope="col">On</th>
            <th scope="col">Used as</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={`${pair.foreground} ${pair.background}`}>
              <th scope="row" className={styles.name}>
                {pair.foreground}
              </th>
              <td className={styles.name}>{pair.background}</td>
              <td>{KIND_LABEL[pair.kind]}</td>
              <td>
                <Measure pair={pair} theme="light" />
              </td>
              <td>
                <Measure pair={pair} theme="dark" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
