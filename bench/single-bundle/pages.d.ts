declare module 'virtual:studyhub-local-pages' {
  export const pages: Record<string, () => Promise<unknown>>;
}
