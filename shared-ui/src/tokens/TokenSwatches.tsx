import type { CSSProperties } from 'react';
import { readTokens, type Token } from './token-list.ts';
import styles from './TokenSwatches.module.css';

export interface TokenSwatchesProps {
  /** Which tokens: their name prefix, e.g. "--sh-color-". */
  prefix: string;
  kind: 'color' | 'space' | 'radius' | 'shadow' | 'font' | 'plain';
}

function Sample({ token, kind }: { token: Token; kind: TokenSwatchesProps['kind'] }) {
  const value = `var(${token.name})`;
  const styleFor: Record<TokenSwatchesProps['kind'], CSSProperties | null> = {
    color: null,
    space: { width: value },
    radius: { borderRadius: value },
    shadow: { boxShadow: value },
    font: token.name.includes('size') ? { fontSize: value } : token.name.includes('weight') ? { fontWeight: value } : { fontFamily: value },
    plain: null,
  };
  if (kind === 'color') {
    // The same token seen in each theme: light-dark() resolves per region.
    return (
      <span className={styles.themes}>
        {(['light', 'dark'] as const).map((theme) => (
          <span key={theme} data-theme={theme} className={styles.themed}>
            <span className={styles.swatch} style={{ background: value }} title={`${theme}`} />
          </span>
        ))}
      </span>
    );
  }
  if (kind === 'plain') return null;
  if (kind === 'space') return <span className={styles.bar} style={styleFor.space ?? undefined} />;
  if (kind === 'font') return <span style={styleFor.font ?? undefined}>Academic Resources</span>;
  return <span className={styles.box} style={styleFor[kind] ?? undefined} />;
}

/** A table of the tokens with a prefix, each with a sample: the tokens docs page is built from these. */
export function TokenSwatches({ prefix, kind }: TokenSwatchesProps) {
  const tokens = readTokens().filter((token) => token.name.startsWith(prefix));
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">{kind === 'color' ? 'Light / dark' : 'Sample'}</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <th scope="row" className={styles.name}>
              {token.name}
            </th>
            <td className={styles.value}>{token.value}</td>
            <td>
              <Sample token={token} kind={kind} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
