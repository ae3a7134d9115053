import { describe, expect, it } from 'vitest';
import { COVER_DEFAULT_WIDTH, COVER_WIDTHS, coverSources } from './cover-image.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('coverSources', () => {
  it('offers every stored width of a cover from our API, and a middle one as src', () => {
    const image = `https://api.example.edu/api/media/${ID}`;
    expect(coverSources(image)).toEqual({
      src: `${image}?w=${COVER_DEFAULT_WIDTH}`,
      srcSet: COVER_WIDTHS.map((width) => `${image}?w=${width} ${width}w`).join(', '),
    });
  });

  it('works for a path on the same origin and an upper-case id', () => {
    const image = `/api/media/${ID.toUpperCase()}`;
    expect(coverSources(image).srcSet?.split(', ')[0]).toBe(`${image}?w=320 320w`);
  });

  it.each([
    ['another site', 'https://images.example.com/photo.jpg'],
    ['a media path with a query already', `https://api.example.edu/api/media/${ID}?w=320`],
    ['a media path with a fragment', `https://api.example.edu/api/media/${ID}#x`],
    ['a longer path', `https://api.example.edu/api/media/${ID}/more`],
    ['an id that is not a uuid', 'https://api.example.edu/api/media/not-a-uuid'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['an empty string', ''],
  ])('leaves %s as it is', (_label, image) => {
    expect(coverSources(image)).toEqual({ src: image });
  });
});
