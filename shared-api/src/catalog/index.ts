// Built-in content the apps and the server both need: no React, no Redux, bundled by each importer.
export * from './app-manifest.ts';
export * from './courses.ts';
export * from './page-paths.ts';
export * from './site-pages.ts';
export * from './site-routes.ts';
export * from './first-paint.ts';
export * from './category-color.ts';
export * from './long-date.ts';
