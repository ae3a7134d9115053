// Pure contract: schemas, types and constants. Safe for the server to import (no React, no Redux).
export * from './blog-edit.ts';
export * from './comment-rules.ts';
export * from './constants.ts';
export * from './cover-image.ts';
export * from './entities.ts';
export * from './excerpt.ts';
export * from './limits.ts';
export * from './requests.ts';
export * from './envelopes.ts';
export * from './paths.ts';
export * from './preview-links.ts';
export * from './preview-rules.ts';
export * from './runtime-config.ts';
export * from './search.ts';
export * from './post-body.ts';
export * from './image-upload.ts';
export * from './admin-lists.ts';
