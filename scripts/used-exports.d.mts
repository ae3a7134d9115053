/**
 * The value exports of `pkg` the apps import, sorted; undefined when a file takes the whole module.
 * `roots` are the source folders to read (default: every app's and shared package's `src`).
 */
export declare function usedExports(pkg: string, roots?: readonly string[]): string[] | undefined;
