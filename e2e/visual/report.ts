import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatShare } from './compare.ts';
import { REPORT_DIR, reportFiles, RESULTS_FILE } from './paths.ts';

export interface Failure {
  key: string;
  storyId: string;
  title: string;
  name: string;
  theme: string;
  width: number;
  /** null: the story had no baseline yet. */
  changedShare: number | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function section(failure: Failure, index: number): string {
  const files = reportFiles(failure.key);
  const label = `${failure.title} / ${failure.name}, ${failure.theme}, ${failure.width} px`;
  const change = failure.changedShare === null ? 'no baseline yet' : `${formatShare(failure.changedShare)} of pixels changed`;
  const figure = (file: string | null, caption: string) =>
    file
      ? `<figure><figcaption>${caption}</figcaption><a href="${file}"><img src="${file}" alt="${escape(`${caption}: ${label}`)}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p class="none">none</p></figure>`;
  return `<section class="shot" data-key="${escape(failure.key)}" aria-labelledby="h${index}">
  <h2 id="h${index}">${escape(label)}</h2>
  <p class="meta"><code>${escape(failure.storyId)}</code> · ${change} · <span class="decision" role="status"></span></p>
  <div class="images">
    ${figure(failure.changedShare === null ? null : files.baseline, 'Baseline')}
    ${figure(files.actual, 'New')}
    ${figure(failure.changedShare === null ? null : files.diff, 'Difference')}
  </div>
  <div class="actions">
    <button type="button" data-action="approve" aria-label="${escape(`Approve ${label}: the new image becomes the baseline`)}" disabled>Approve</button>
    <button type="button" data-action="reject" aria-label="${escape(`Reject ${label}: keep the baseline`)}" disabled>Reject</button>
  </div>
</section>`;
}

/**
 * The report page: baseline, new and difference side by side per failing shot. Opened as a file it
 * only shows; served by `npm run visual:review` its Approve and Reject buttons work.
 */
export function writeReport(failures: Failure[], runAt: Date): void {
  writeFileSync(RESULTS_FILE, JSON.stringify({ runAt: runAt.toISOString(), failures }, null, 2));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storybook visual review: ${failures.length} changed</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; padding: 1rem; max-width: 120rem; }
  .shot { border-top: 1px solid #8888; padding-block: 1rem; }
  .shot.approved { background: #16a34a22; } .shot.rejected { background: #dc262622; }
  h2 { font-size: 1.1rem; margin: 0; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.75rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; }
  img { max-width: 100%; height: auto; border: 1px solid #8888; background: repeating-conic-gradient(#8882 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
  .actions { display: flex; gap: 0.5rem; margin-top: 0.5rem; }
  button { font: inherit; padding: 0.5rem 1.25rem; min-height: 44px; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .note { padding: 0.5rem; border: 1px solid #8888; }
</style>
</head>
<body>
<main>
<h1>Storybook visual review</h1>
<p>Run of ${escape(runAt.toISOString())}: <strong>${failures.length}</strong> story images differ from their baseline by more than 0.1 % of their pixels, or have none.
Red pixels in a difference image changed. <kbd>Tab</kbd> moves between the buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> presses one.</p>
<p class="note" id="mode">Opened as a file this page only shows the changes: run <code>npm run visual:review</code> to approve or reject them.</p>
${failures.map(section).join('\n')}
</main>
<script type="module">
  const mode = document.getElementById('mode');
  const served = location.protocol.startsWith('http') && (await fetch('api/status').then((r) => r.ok, () => false));
  if (served) {
    mode.textContent = 'Approve makes the new image the baseline (commit e2e/visual/baselines/ afterwards); Reject keeps the baseline, and the change stays a failure until the story is fixed.';
    for (const button of document.querySelectorAll('button[data-action]')) {
      button.disabled = false;
      button.addEventListener('click', async () => {
        const shot = button.closest('.shot');
        const status = shot.querySelector('.decision');
        const answer = await fetch('api/' + button.dataset.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: shot.dataset.key }) });
        const done = button.dataset.action === 'approve' ? 'approved' : 'rejected';
        status.textContent = answer.ok ? (done === 'approved' ? 'Approved: now the baseline' : 'Rejected: baseline kept') : 'Failed: ' + (await answer.text());
        if (answer.ok) shot.classList.remove('approved', 'rejected'), shot.classList.add(done);
      });
    }
  }
</script>
</body>
</html>
`;
  writeFileSync(path.join(REPORT_DIR, 'index.html'), html);
}
