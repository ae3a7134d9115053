import type { BudgetCheck } from './budgets.ts';
import type { MemoryFigures } from './memory.ts';

/** The API's resident memory at the bench's posts, during and after its load (issue 37). */
export const RSS_BUDGET_MB: Record<string, number> = { pglite: 300, postgres: 200 };
/** PGlite's data directory at most this many times the data's own size. */
const DATA_DIR_FACTOR = 2;

export function printMemory(results: MemoryFigures[]): void {
  console.log('\nMemory and disk (MB; RSS of the API process):');
  console.table(
    results.map((r) => ({
      driver: r.driver,
      posts: r.posts,
      'write s': r.writeSeconds.toFixed(0),
      'RSS start': r.rssStartMb,
      'RSS peak (writes)': r.rssPeakWritesMb,
      'RSS after writes': r.rssAfterWritesMb,
      'RSS peak (archive)': r.rssPeakArchiveMb,
      'RSS after archive': r.rssAfterArchiveMb,
      'data dir': r.dataDirMb ?? '–',
      WAL: r.walMb ?? '–',
      database: r.databaseMb,
    })),
  );
  for (const r of results) console.log(`  ${r.driver}: whole-archive answers ${Object.entries(r.archiveBytes).map(([url, bytes]) => `${url} ${(bytes / 2 ** 20).toFixed(1)} MB`).join(', ')}`);
}

export function memoryBudgets(results: MemoryFigures[]): BudgetCheck[] {
  return results.flatMap((r) => {
    const budget = RSS_BUDGET_MB[r.driver] ?? 0;
    const peak = Math.max(r.rssPeakWritesMb, r.rssPeakArchiveMb, r.rssAfterArchiveMb);
    const checks: BudgetCheck[] = [{ budget: `${r.driver}, ${r.posts} posts: API RSS ≤ ${budget} MB (peak during writes and whole-archive reads)`, actual: `${peak} MB`, pass: peak <= budget }];
    if (r.dataDirMb !== undefined) {
      const factor = r.dataDirMb / r.databaseMb;
      checks.push({ budget: `${r.driver}, ${r.posts} posts: data dir ≤ ${DATA_DIR_FACTOR}× data`, actual: `${r.dataDirMb} MB / ${r.databaseMb} MB = ${factor.toFixed(2)}×`, pass: factor <= DATA_DIR_FACTOR });
    }
    return checks;
  });
}
