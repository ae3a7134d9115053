import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder.ts';
import styles from './ImageWithFallback.module.css';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Required: describe the picture, or pass "" when it is decorative. */
  alt: string;
  /** Shown when `src` fails to load (docs/product.md#contributors: a failed photo shows a placeholder). */
  fallbackSrc?: string;
}

/** An image that swaps in a placeholder when its source fails, once (a broken fallback cannot loop). */
export function ImageWithFallback({ src, srcSet, sizes, alt, fallbackSrc = PLACEHOLDER_IMAGE, onError, className, ...rest }: ImageWithFallbackProps) {
  // Remember which source failed, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!failed) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      className={[styles.image, className].filter(Boolean).join(' ')}
      // A browser that reads srcSet ignores src, so the placeholder only shows without it.
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      src={failed ? fallbackSrc : src}
      alt={alt}
      data-fallback={failed ? '' : undefined}
      onError={handleError}
    />
  );
}
