// A Quill set up as the Add Blog editor, without React, for tests of what it stores.
import type QuillType from 'quill';
import { Quill } from 'react-quill-new';
import { toStoredHtml } from './editor-html.ts';
import { FORMATS, MODULES } from './quill-setup.ts';

export function createTestEditor(html = ''): QuillType {
  const host = document.createElement('div');
  document.body.append(host);
  const quill = new Quill(host, { theme: 'snow', modules: MODULES, formats: FORMATS });
  if (html) quill.setContents(quill.clipboard.convert({ html }), Quill.sources.API);
  return quill;
}

/** What the form would store from this editor. */
export function storedHtml(quill: QuillType): string {
  return toStoredHtml(quill.getSemanticHTML());
}
