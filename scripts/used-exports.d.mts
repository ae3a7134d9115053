/** The value exports of `pkg` the apps import, sorted; undefined when a file takes the whole module. */
export declare function usedExports(pkg: string): string[] | undefined;
