// The package ships no types; this is the part the search uses (server/src/search/highlight.ts).
declare module 'snowball-stemmers' {
  export function newStemmer(language: string): { stem(word: string): string };
}
