import sharp from 'sharp';
import { encodeCover } from '../media/cover-upload.ts';
import type { NewMedia } from '../media/media-repository.ts';

/** An image inside a demo post's body: drawn here, stored in media like an upload. */
export interface DemoFigure {
  /** The body names it as `{{figure:KEY}}` in a paragraph of its own. */
  key: string;
  alt: string;
  width: number;
  height: number;
  svg: () => string;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** The figure as stored media: an SVG drawn to PNG, then the cover encoder's widths. */
export async function renderFigure(figure: DemoFigure): Promise<NewMedia> {
  const png = await sharp(Buffer.from(figure.svg())).resize(figure.width, figure.height).png().toBuffer();
  return encodeCover(png);
}

/** The <img> a figure's marker becomes once stored at `src`. */
export function figureImage(figure: DemoFigure, src: string): string {
  return `<img src="${src}" alt="${figure.alt.replace(/[&"<]/g, (char) => `&#${char.charCodeAt(0)};`)}" width="${figure.width}" height="${figure.height}">`;
}

/** Steps of a linear scan and of a binary search for n up to 64: the chart of the searching post. */
export function searchStepsSvg(width: number, height: number): string {
  const left = 120;
  const bottom = height - 110;
  const top = 80;
  const right = width - 80;
  const maxN = 64;
  const x = (n: number) => left + ((right - left) * n) / maxN;
  const y = (steps: number) => bottom - ((bottom - top) * steps) / maxN;
  const points = (steps: (n: number) => number) =>
    Array.from({ length: maxN }, (_, index) => `${x(index + 1).toFixed(1)},${y(steps(index + 1)).toFixed(1)}`).join(' ');
  const ticks = [0, 16, 32, 48, 64]
    .map(
      (n) =>
        `<text x="${x(n)}" y="${bottom + 40}" text-anchor="middle" font-size="26">${n}</text>` +
        `<text x="${left - 20}" y="${y(n) + 9}" text-anchor="end" font-size="26">${n}</text>` +
        `<line x1="${left}" x2="${right}" y1="${y(n)}" y2="${y(n)}" stroke="#cbd5e1" stroke-width="2"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" fill="#1e293b">
  <rect width="100%" height="100%" fill="#ffffff"/>
  ${ticks}
  <line x1="${left}" x2="${left}" y1="${top}" y2="${bottom}" stroke="#334155" stroke-width="3"/>
  <line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}" stroke="#334155" stroke-width="3"/>
  <polyline points="${points((n) => n)}" fill="none" stroke="#dc2626" stroke-width="6"/>
  <polyline points="${points((n) => Math.ceil(Math.log2(n + 1)))}" fill="none" stroke="#2563eb" stroke-width="6"/>
  <text x="${x(4)}" y="${y(56)}" font-size="30" fill="#b91c1c">linear scan: n steps</text>
  <text x="${x(28)}" y="${y(14)}" font-size="30" fill="#1d4ed8">binary search: ⌈log₂(n+1)⌉ steps</text>
  <text x="${(left + right) / 2}" y="${height - 30}" text-anchor="middle" font-size="28">items in the sorted list (n)</text>
  <text x="40" y="${(top + bottom) / 2}" text-anchor="middle" font-size="28" transform="rotate(-90 40 ${(top + bottom) / 2})">comparisons, worst case</text>
</svg>`;
}

/** A sorted list of 16 searched for 11, one row per comparison: the halving figure of the searching post. */
export function halvingSvg(width: number, height: number): string {
  const items = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53];
  const target = 11;
  const cell = (width - 160) / items.length;
  // Four rows: 16 items, then 7, 3 and 1 (11 is found there).
  const rowHeight = (height - 60) / 4;
  let [lo, hi] = [0, items.length - 1];
  const rows: string[] = [];
  for (let row = 0; row < 5 && lo <= hi; row += 1) {
    const y = 40 + row * rowHeight;
    const mid = Math.floor((lo + hi) / 2);
    rows.push(`<text x="20" y="${y + cell * 0.62}" font-size="26">${hi - lo + 1}</text>`);
    items.forEach((value, index) => {
      const kept = index >= lo && index <= hi;
      const x = 120 + index * cell;
      const fill = index === mid ? '#2563eb' : kept ? '#e0e7ff' : '#f1f5f9';
      const ink = index === mid ? '#ffffff' : kept ? '#1e293b' : '#94a3b8';
      rows.push(
        `<rect x="${x + 3}" y="${y}" width="${cell - 6}" height="${cell - 6}" rx="8" fill="${fill}" stroke="${kept ? '#4338ca' : '#cbd5e1'}" stroke-width="2"/>` +
          `<text x="${x + cell / 2}" y="${y + cell * 0.6}" text-anchor="middle" font-size="26" fill="${ink}">${value}</text>`,
      );
    });
    if (items[mid] === target) break;
    if ((items[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" fill="#1e293b">
  <rect width="100%" height="100%" fill="#ffffff"/>
  ${rows.join('\n  ')}
</svg>`;
}
