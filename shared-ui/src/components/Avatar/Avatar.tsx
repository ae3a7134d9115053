import { useState } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** When the name is printed next to the avatar, hide it from screen readers to avoid saying it twice. */
  decorative?: boolean;
}

/** Up to two initials: first and last word ("Ada Lovelace" → "AL", "Plato" → "P"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A person's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const className = `${styles.avatar} ${styles[size]}`;

  if (showImage) {
    return (
      <span className={className}>
        <img className={styles.image} src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src ?? null)} />
      </span>
    );
  }
  return decorative ? (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  ) : (
    <span className={className} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
