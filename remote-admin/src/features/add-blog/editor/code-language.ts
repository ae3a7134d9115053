import { type CodeLanguage } from '@studyhub/shared-api';
import { CODE_LANGUAGES } from '@studyhub/shared-api/admin';

// What authors write after ``` for the languages the picker offers (GitHub's common names).
const ALIASES: Record<string, CodeLanguage> = {
  text: 'plain',
  txt: 'plain',
  plaintext: 'plain',
  py: 'python',
  python3: 'python',
  h: 'c',
  'c++': 'cpp',
  cc: 'cpp',
  hpp: 'cpp',
  js: 'javascript',
  mjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  golang: 'go',
  rs: 'rust',
  xml: 'html',
  yml: 'yaml',
};

/** The language a fence's info string or a data-language names, if it is one the site knows. */
export function languageOfInfo(info: string | null | undefined): CodeLanguage | undefined {
  const word = (info ?? '').trim().split(/\s+/)[0]?.toLowerCase();
  if (!word) return undefined;
  return CODE_LANGUAGES.find((language) => language.id === word)?.id ?? ALIASES[word];
}
