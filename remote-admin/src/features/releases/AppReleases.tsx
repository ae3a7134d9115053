import { type AppReleaseState } from '@studyhub/shared-api';
import { RELEASE_MESSAGES } from '@studyhub/shared-api/admin';
import { Button, useConfirm } from '@studyhub/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { momentText } from '../../common/file-size.ts';
import { CanaryDialog } from './CanaryDialog.tsx';
import { ReleaseTable } from './ReleaseTable.tsx';
import { confirmationOf } from './release-confirmations.ts';
import { APP_LABELS, HEALTH_WINDOW, healthText } from './release-texts.ts';
import { changeKey, type ReleaseChange, useReleaseActions } from './use-release-actions.ts';
import styles from './Releases.module.css';

/** One app on the Releases page: what is active, what a rollback restores, the canary and its health, and the kept versions. */
export function AppReleases({ state }: { state: AppReleaseState }) {
  const { app, active, previous, canary, lastAutoRollback } = state;
  const { run, refusalAt, isBusy } = useReleaseActions(app);
  const { confirm, dialog } = useConfirm();
  const [canaryFor, setCanaryFor] = useState<string>();
  const headingId = `releases-${app}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The control a finished change was asked from: focus goes back to it, or to the heading when the new state removed it. */
  const asker = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const from = asker.current;
    if (!from) return;
    asker.current = null;
    if (!from.isConnected) headingRef.current?.focus();
    else if (document.activeElement === document.body) from.focus();
  }, [state]);

  const make = async (change: ReleaseChange, from: HTMLElement | null) => {
    if (await run(change)) asker.current = from;
  };

  const ask = async (change: Exclude<ReleaseChange, { kind: 'canary' }>) => {
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (await confirm(confirmationOf(app, change, active))) await make(change, from);
  };

  const canaryOpener = useRef<HTMLElement | null>(null);
  const askCanary = (version: string) => {
    canaryOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCanaryFor(version);
  };
  const startCanary = (percent: number) => {
    const version = canaryFor!;
    setCanaryFor(undefined);
    void make({ kind: 'canary', version, percent }, canaryOpener.current);
  };

  const rollbackRefusal = previous ? refusalAt(changeKey({ kind: 'rollback', version: previous })) : undefined;

  return (
    <section aria-labelledby={headingId} className={styles.app}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.appHeading}>
        {APP_LABELS[app]} <code className={styles.appName}>{app}</code>
      </h3>

      {lastAutoRollback && (
        <div role="status" className={styles.autoRollback}>
          <strong>Automatic rollback</strong>
          <p>
            {`The canary ${lastAutoRollback.version} was rolled back automatically `}
            <time dateTime={lastAutoRollback.at}>{momentText(lastAutoRollback.at)}</time>
            {`: ${lastAutoRollback.reason}`}
          </p>
        </div>
      )}

      <dl className={styles.summary}>
        <div>
          <dt>Active version</dt>
          <dd>{active ? <code className={styles.version}>{active}</code> : 'None yet'}</dd>
        </div>
        <div>
          <dt>A rollback restores</dt>
          <dd className={styles.ddWithAction}>
            {previous ? <code className={styles.version}>{previous}</code> : 'Nothing: there is no earlier version'}
            {previous && (
              <Button variant="danger" size="sm" loading={isBusy(changeKey({ kind: 'rollback', version: previous }))} onClick={() => void ask({ kind: 'rollback', version: previous })}>
                {`Roll back to ${previous}`}
              </Button>
            )}
            {rollbackRefusal && (
              <span role="alert" className={styles.refusal}>
                {rollbackRefusal}
              </span>
            )}
          </dd>
        </div>
        {app !== 'shell' && (
          <div>
            <dt>Canary</dt>
            <dd>
              {canary ? (
                <>
                  <code className={styles.version}>{canary.version}</code>
                  {` for ${canary.percent} % of visitors, since `}
                  <time dateTime={canary.startedAt}>{momentText(canary.startedAt)}</time>
                  <span className={styles.health}>
                    {`In ${HEALTH_WINDOW}: canary ${healthText(canary.health.canary)}; active ${healthText(canary.health.active)}.`}
                  </span>
                </>
              ) : (
                'None'
              )}
            </dd>
          </div>
        )}
      </dl>

      {app === 'shell' && <p className={styles.note}>{RELEASE_MESSAGES.shellCanary}</p>}

      <ReleaseTable
        state={state}
        ask={(change) => void ask(change)}
        askCanary={askCanary}
        refusalAt={refusalAt}
        isBusy={isBusy}
        empty={
          <>
            No releases yet. Run <code>{`npm run release -- ${app}`}</code> to make one.
          </>
        }
      />
      {canaryFor && (
        <CanaryDialog
          app={app}
          version={canaryFor}
          currentPercent={canary?.version === canaryFor ? canary.percent : undefined}
          active={active}
          onConfirm={startCanary}
          onCancel={() => setCanaryFor(undefined)}
        />
      )}
      {dialog}
    </section>
  );
}
