import sharp from 'sharp';
import { encodeCover } from '../media/cover-upload.ts';
import type { NewMedia } from '../media/media-repository.ts';

const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;

export interface CoverSpec {
  title: string;
  category: string;
  /** Gradient from top-left to bottom-right. */
  colors: readonly [string, string];
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const TITLE_SIZE = 64;
// Characters of a bold 64 px title that fit between the margins with room to spare.
const CHARS_PER_LINE = 24;
const MAX_LINES = 3;

/** A generated cover (gradient, category, title), stored through the same pipeline as uploads. */
export async function renderCoverImage(spec: CoverSpec): Promise<NewMedia> {
  const png = await sharp(Buffer.from(coverSvg(spec))).resize(COVER_WIDTH, COVER_HEIGHT).png().toBuffer();
  return encodeCover(png);
}

function coverSvg({ title, category, colors: [from, to] }: CoverSpec): string {
  const lines = wrap(title, CHARS_PER_LINE, MAX_LINES);
  const lineHeight = TITLE_SIZE * 1.2;
  const firstBaseline = COVER_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + TITLE_SIZE / 3;
  const titleLines = lines
    .map((line, index) => `<tspan x="96" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="#000000" fill-opacity="0.12"/>
  <circle cx="1130" cy="120" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="1210" cy="640" r="180" fill="#ffffff" fill-opacity="0.06"/>
  <rect x="96" y="88" rx="22" width="${48 + category.length * 17}" height="44" fill="#ffffff" fill-opacity="0.2"/>
  <text x="120" y="119" font-family="${FONT}" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(category)}</text>
  <text font-family="${FONT}" font-size="${TITLE_SIZE}" font-weight="700" fill="#ffffff">${titleLines}</text>
  <text x="96" y="648" font-family="${FONT}" font-size="26" fill="#ffffff" fill-opacity="0.85">StudyHub · demo content</text>
</svg>`;
}

/** Greedy word wrap; the last allowed line ends with an ellipsis when words are left over. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines) lines.push(current);
  else lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
