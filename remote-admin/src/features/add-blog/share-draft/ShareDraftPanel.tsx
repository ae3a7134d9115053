import { apiErrorMessage, type CreatedPreviewLink } from '@studyhub/shared-api';
import { PREVIEW_LINK_CHOICES, PREVIEW_LINK_HOURS } from '@studyhub/shared-api/admin';
import { useCreatePreviewLinkMutation, useGetPreviewLinksQuery, useRevokePreviewLinkMutation } from '../../../common/api/index.ts';
import { Button, copyText, Select, toast } from '@studyhub/shared-ui';
import { useId, useRef, useState } from 'react';
import formStyles from '../../../common/form.module.css';
import { SHARE_DRAFT_TEXTS as TEXTS } from './share-draft-texts.ts';
import styles from './ShareDraftPanel.module.css';

const OPTIONS = PREVIEW_LINK_CHOICES.map(({ hours, label }) => ({ value: String(hours), label }));

/** "28 Nov 2026, 23:40" in the admin's own time zone. */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Edit Blog's "Share draft link" panel (docs/product.md#share-a-draft, decision 0078): a link to
 * the post's current draft for someone without an account, its address shown once, and the live
 * links with "Revoke link".
 */
export function ShareDraftPanel({ blogId }: { blogId: string }) {
  const headingId = useId();
  const { data: links, error } = useGetPreviewLinksQuery(blogId);
  const [create, { isLoading: creating }] = useCreatePreviewLinkMutation();
  const [revoke] = useRevokePreviewLinkMutation();
  const [hours, setHours] = useState(String(PREVIEW_LINK_HOURS.default));
  const [created, setCreated] = useState<CreatedPreviewLink>();
  const [status, setStatus] = useState('');
  const urlRef = useRef<HTMLInputElement>(null);

  const createLink = async () => {
    try {
      setCreated(await create({ id: blogId, expiresInHours: Number(hours) }).unwrap());
      setStatus(TEXTS.created);
      queueMicrotask(() => urlRef.current?.select());
    } catch (failure) {
      toast.error(apiErrorMessage(failure as { message?: string }, 'The link could not be created'), { id: 'share-draft' });
    }
  };

  const copy = async () => {
    if (!created) return;
    const copied = await copyText(created.url);
    // Emptied first, so a second copy is announced again.
    setStatus('');
    queueMicrotask(() => setStatus(copied ? TEXTS.copied : TEXTS.copyFailed));
  };

  const revokeLink = async (linkId: string) => {
    try {
      await revoke({ id: blogId, linkId }).unwrap();
      if (created?.id === linkId) setCreated(undefined);
      setStatus(TEXTS.revoked);
    } catch (failure) {
      toast.error(apiErrorMessage(failure as { message?: string }, 'The link could not be revoked'), { id: 'share-draft' });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {TEXTS.heading}
      </h2>
      <p className={styles.hint}>{TEXTS.hint}</p>
      <div className={styles.row}>
        <Select label={TEXTS.expiry} stacked options={OPTIONS} value={hours} onChange={setHours} className={formStyles.narrow} />
        <Button type="button" variant="secondary" loading={creating} onClick={() => void createLink()}>
          {creating ? TEXTS.creating : TEXTS.create}
        </Button>
      </div>
      {created && (
        <div className={styles.row}>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{TEXTS.url}</span>
            <input ref={urlRef} className={`${formStyles.input} ${styles.url}`} readOnly value={created.url} onFocus={(event) => event.target.select()} />
          </label>
          <Button type="button" onClick={() => void copy()}>
            {TEXTS.copy}
          </Button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <h3 className={styles.subheading}>{TEXTS.live}</h3>
      {error && <p className={formStyles.error}>{`${TEXTS.loadFailed}: ${apiErrorMessage(error)}`}</p>}
      {links && links.length === 0 && <p className={styles.hint}>{TEXTS.none}</p>}
      {links && links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.id} className={styles.link}>
              <span>
                Created {when(link.createdAt)}, expires <time dateTime={link.expiresAt}>{when(link.expiresAt)}</time>
              </span>
              <Button type="button" variant="danger" size="sm" aria-label={`${TEXTS.revoke} expiring ${when(link.expiresAt)}`} onClick={() => void revokeLink(link.id)}>
                {TEXTS.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
