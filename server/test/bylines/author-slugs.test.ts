import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giveMissingSlugs, publicName, slugBase } from '../../src/bylines/author-slugs.ts';
import { admins } from '../../src/db/schema.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe("an author page's slug (docs/decisions/0083)", () => {
  const ctx = useTestApp();

  it('is made of the public name: display name, else the e-mail local part, in lower-case ASCII words', () => {
    expect(publicName({ displayName: '  Ada Lovelace ', email: 'ada@x.edu' })).toBe('Ada Lovelace');
    expect(publicName({ displayName: null, email: 'grace.hopper@x.edu' })).toBe('grace.hopper');
    expect(publicName({ displayName: ' ', email: 'grace@x.edu' })).toBe('grace');
    expect(slugBase('Ada Lovelace')).toBe('ada-lovelace');
    expect(slugBase('grace.hopper')).toBe('grace-hopper');
    expect(slugBase('José Ñúñez')).toBe('jose-nunez');
    expect(slugBase('李雷')).toBe('author');
  });

  // Where the staff area's former copy of this rule differed (one rule since, docs/decisions/0083).
  it('drops punctuation at both ends before cutting at 60 characters, and never ends in a hyphen', () => {
    expect(slugBase('  -- Ada  &  Grace! --')).toBe('ada-grace');
    expect(slugBase(`!!${'a'.repeat(70)}`)).toBe('a'.repeat(60));
    expect(slugBase(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(slugBase('')).toBe('author');
  });

  it('is given at start to every account without one, unique, and kept once given', async () => {
    const { db } = ctx.database;
    const insert = async (email: string, displayName: string | null, slug: string | null = null) =>
      (await db.insert(admins).values({ email, passwordHash: 'x', displayName, slug }).returning({ id: admins.id }))[0]!.id;
    const kept = await insert('old@x.edu', 'Renamed Since', 'ada-lovelace');
    const ada = await insert('ada@x.edu', 'Ada Lovelace');
    const twin = await insert('ada2@x.edu', 'Ada Lovelace');
    const unnamed = await insert('admin@x.edu', null);
    await giveMissingSlugs(db);
    const slugOf = async (id: string) => (await db.select({ slug: admins.slug }).from(admins).where(eq(admins.id, id)))[0]!.slug;
    expect(await slugOf(kept)).toBe('ada-lovelace');
    expect(await slugOf(ada)).toBe('ada-lovelace-2');
    expect(await slugOf(twin)).toBe('ada-lovelace-3');
    expect(await slugOf(unnamed)).toBe('admin');
  });
});
