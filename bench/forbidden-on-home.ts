/**
 * Libraries only Add Blog (editor, marked) or nothing (moment) may load, each by a string only it
 * contains (a module name or one of its error messages). Not an API of theirs:
 * bench/forbidden-on-home.test.ts checks each is still in the installed package.
 */
export const FORBIDDEN_ON_HOME = {
  'quill editor': { pkg: 'quill', marker: 'modules/clipboard' },
  marked: { pkg: 'marked', marker: 'marked(): input parameter is undefined or null' },
  moment: { pkg: 'moment', marker: 'moment construction falls back to js Date()' },
} as const;
