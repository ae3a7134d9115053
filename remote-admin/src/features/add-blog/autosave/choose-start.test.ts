import { describe, expect, it } from 'vitest';
import { EMPTY_BLOG_FORM } from '../blog-form.ts';
import { draftOf } from './autosave-draft.ts';
import { editStart, newPostStart } from './choose-start.ts';

const SERVER_AT = '2026-11-27T09:30:00.000Z';
const fields = { title: 'Server', subTitle: 'Sub', description: '<p>Body</p>', category: 'COD' };
const saved = { ...EMPTY_BLOG_FORM, title: 'Saved', subTitle: 'Sub', description: '<p>Body</p>', isPublished: true };

describe('newPostStart', () => {
  it('starts empty without a draft, or with an empty one', () => {
    expect(newPostStart(null, undefined)).toEqual({ initial: EMPTY_BLOG_FORM, stored: draftOf(EMPTY_BLOG_FORM) });
    expect(newPostStart({ ...draftOf(EMPTY_BLOG_FORM), savedAt: SERVER_AT }, undefined).found).toBeUndefined();
  });

  it('takes the newer of the server’s draft and the browser’s copy; what the server holds stays its draft', () => {
    const server = { ...fields, isPublished: false, savedAt: SERVER_AT };
    const local = { draft: { ...draftOf(EMPTY_BLOG_FORM), title: 'Browser' }, at: Date.parse(SERVER_AT) + 1 };
    expect(newPostStart(server, local)).toMatchObject({ initial: { title: 'Browser' }, stored: { title: 'Server' }, found: { kind: 'restored', at: local.at } });
    expect(newPostStart(server, { ...local, at: Date.parse(SERVER_AT) - 1 })).toMatchObject({ initial: { title: 'Server', category: 'COD' }, found: { at: Date.parse(SERVER_AT) } });
  });
});

describe('editStart', () => {
  const autosave = (version: number, title = 'Autosaved') => ({ ...fields, title, category: 'CSE', revision: 9, version, savedAt: SERVER_AT });

  it('restores an autosave over the current version, keeping the publish state it does not hold', () => {
    expect(editStart(saved, 5, autosave(5), undefined)).toMatchObject({ initial: { title: 'Autosaved', isPublished: true }, stored: { title: 'Autosaved' }, found: { kind: 'restored' } });
  });

  it('only offers one over an older version, sending nothing until asked', () => {
    expect(editStart(saved, 5, autosave(4), undefined)).toMatchObject({ initial: saved, stored: draftOf(saved), found: { kind: 'offered', form: { title: 'Autosaved' } } });
  });

  it('says nothing when the newest text is the saved one', () => {
    expect(editStart(saved, 5, autosave(5, 'Saved'), undefined).found).toBeUndefined();
  });

  it('restores a newer browser copy with the version it was typed over', () => {
    const local = { draft: { ...draftOf(saved), title: 'Crashed tab' }, at: Date.parse(SERVER_AT) + 5_000, baseVersion: 5 };
    expect(editStart(saved, 5, autosave(5), local)).toMatchObject({ initial: { title: 'Crashed tab' }, stored: { title: 'Autosaved' }, found: { kind: 'restored' } });
    expect(editStart(saved, 6, null, local).found?.kind).toBe('offered');
  });
});
