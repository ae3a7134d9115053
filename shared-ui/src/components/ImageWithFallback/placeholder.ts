// A neutral picture-frame drawing as a data URI: no extra request, legible in both themes.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#94a3b8"/><path d="M40 88l24-28 16 18 12-12 28 22z" fill="#e2e8f0"/><circle cx="104" cy="42" r="10" fill="#e2e8f0"/></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
