import type { AppReleaseState } from '@studyhub/shared-api';
import { Badge, Button, DataTable, type DataTableColumn } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import { momentText, sizeText } from '../../common/file-size.ts';
import { changeKey, type ReleaseChange } from './use-release-actions.ts';
import styles from './Releases.module.css';

type Release = AppReleaseState['releases'][number];

interface Props {
  state: AppReleaseState;
  /** Asks for the change (a dialog), then makes it. */
  ask: (change: Exclude<ReleaseChange, { kind: 'canary' }>) => void;
  askCanary: (version: string) => void;
  refusalAt: (key: string) => string | undefined;
  isBusy: (key: string) => boolean;
  /** Shown in the table when the app has no kept version. */
  empty: ReactNode;
}

/** The kept versions, newest registered first: a table on wide screens, one card a version on phones (DataTable). */
export function ReleaseTable({ state, ask, askCanary, refusalAt, isBusy, empty }: Props) {
  const { app, active, previous, canary } = state;
  const idOf = (release: Release, what: string) => `release-${app}-${release.version}-${what}`;

  /** A button that cannot be used stays focusable, named and described by why (aria-disabled, not disabled). */
  const unavailable = (why: string | undefined) => (why ? { 'aria-disabled': true as const, className: styles.unavailable } : {});

  const actions = (release: Release) => {
    const { version } = release;
    const isActive = version === active;
    const isCanary = version === canary?.version;
    const activateWhy = isActive ? `${app} ${version} is the active version.` : release.fits ? undefined : 'It does not fit: see why beside it.';
    const canaryWhy = isActive ? 'The active version cannot be its own canary.' : release.fits ? undefined : 'It does not fit: see why beside it.';
    const refusals = (['activate', 'canary', 'promote', 'stop'] as const).map((kind) => refusalAt(changeKey({ kind, version }))).filter(Boolean);
    return (
      <div className={styles.rowActions}>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Activate ${app} ${version}`}
            aria-describedby={activateWhy ? (release.fits ? idOf(release, 'active-why') : idOf(release, 'fit')) : undefined}
            loading={isBusy(changeKey({ kind: 'activate', version }))}
            {...unavailable(activateWhy)}
            onClick={() => !activateWhy && ask({ kind: 'activate', version })}
          >
            Activate
          </Button>
          {isActive && (
            <span id={idOf(release, 'active-why')} className={styles.visuallyHidden}>
              {activateWhy}
            </span>
          )}
          {app !== 'shell' && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${isCanary ? 'Change percent of canary' : 'Start canary of'} ${app} ${version}`}
              aria-describedby={canaryWhy ? (release.fits ? idOf(release, 'canary-why') : idOf(release, 'fit')) : undefined}
              loading={isBusy(changeKey({ kind: 'canary', version }))}
              {...unavailable(canaryWhy)}
              onClick={() => !canaryWhy && askCanary(version)}
            >
              {isCanary ? 'Change percent' : 'Start canary'}
            </Button>
          )}
          {isActive && app !== 'shell' && (
            <span id={idOf(release, 'canary-why')} className={styles.visuallyHidden}>
              {canaryWhy}
            </span>
          )}
          {isCanary && (
            <>
              <Button size="sm" aria-label={`Promote ${app} ${version}`} loading={isBusy(changeKey({ kind: 'promote', version }))} onClick={() => ask({ kind: 'promote', version })}>
                Promote
              </Button>
              <Button variant="danger" size="sm" aria-label={`Stop canary of ${app} ${version}`} loading={isBusy(changeKey({ kind: 'stop', version }))} onClick={() => ask({ kind: 'stop', version })}>
                Stop canary
              </Button>
            </>
          )}
        </div>
        {refusals.map((message) => (
          <p key={message} role="alert" className={styles.refusal}>
            {message}
          </p>
        ))}
      </div>
    );
  };

  const columns: DataTableColumn<Release>[] = [
    {
      key: 'version',
      header: 'Version',
      rowHeader: true,
      cell: (release) => (
        <span className={styles.versionCell}>
          <code className={styles.version}>{release.version}</code>
          {release.version === active && <Badge tone="green" size="sm">Active</Badge>}
          {release.version === canary?.version && <Badge tone="amber" size="sm">{`Canary ${canary.percent} %`}</Badge>}
          {release.version === previous && <Badge size="sm">Rollback target</Badge>}
        </span>
      ),
    },
    { key: 'built', header: 'Built', cell: (release) => <time dateTime={release.builtAt}>{momentText(release.builtAt)}</time> },
    { key: 'registered', header: 'Registered', cell: (release) => <time dateTime={release.registeredAt}>{momentText(release.registeredAt)}</time> },
    { key: 'size', header: 'Size', align: 'end', cell: (release) => <span className={styles.nowrap}>{sizeText(release.bytes)}</span> },
    { key: 'files', header: 'Files', align: 'end', cell: (release) => release.files.toLocaleString('en-US') },
    {
      key: 'fits',
      header: 'Fit',
      cell: (release) =>
        release.fits ? (
          'Fits'
        ) : (
          <span id={idOf(release, 'fit')} className={styles.unfit}>
            <strong>Does not fit</strong>
            <span>{`: ${release.unfitReasons.join('; ')}`}</span>
          </span>
        ),
    },
    { key: 'actions', header: 'Actions', cell: actions },
  ];

  return <DataTable caption={`Kept versions of ${app}`} columns={columns} rows={state.releases} rowKey={(release) => release.version} empty={empty} />;
}
