import { coverSources } from '@studyhub/shared-api';
import { ImageWithFallback, type ImageWithFallbackProps } from '@studyhub/shared-ui';

type Props = Omit<ImageWithFallbackProps, 'src' | 'srcSet' | 'alt' | 'sizes'> & {
  /** The blog's `image`. */
  image: string;
  /** How wide the cover shows in this layout, so the browser picks a stored width (docs/decisions/0052). */
  sizes: string;
};

/** A blog's cover in every width the API stores; decorative, as the title beside it names the post. */
export function CoverImage({ image, ...rest }: Props) {
  return <ImageWithFallback {...coverSources(image)} alt="" {...rest} />;
}
