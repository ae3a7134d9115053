import { useAppDispatch, type BlogSource } from '@studyhub/shared-api';
import { autosaveApi, useGetPostAutosaveQuery } from '../../../common/api/index.ts';
import { useMemo, useState } from 'react';
import { focusPageHeading } from '../../../common/focus-page-heading.ts';
import { formFromSource, type BlogForm } from '../blog-form.ts';
import { draftOf } from './autosave-draft.ts';
import { AutosaveStatus } from './AutosaveStatus.tsx';
import { editStart, type FormStart } from './choose-start.ts';
import { FoundDraftNote } from './FoundDraftNote.tsx';
import { localCopyKey, readLocalCopy } from './local-copy.ts';
import { useAutosave } from './use-autosave.ts';

/**
 * Edit Blog's autosave (docs/decisions/0076). `source` is the post as fetched at `sourceAt`, `version`
 * the one the form saves against now. At the first open, this account's newest unsaved text (the
 * server's autosave or the browser's newer copy) is put in the form when typed over the current
 * version ("Discard changes" goes back), or offered when over an older one. A source loaded again
 * ("Load the latest version") starts clean. Autosaves never change the post.
 */
export function useEditAutosave(id: string, source: BlogSource | undefined, sourceAt: number | undefined, version: number | undefined) {
  const dispatch = useAppDispatch();
  const { data, isError } = useGetPostAutosaveQuery(id);
  const localKey = data && localCopyKey(data.accountId, `post-${id}`);
  const [firstAt, setFirstAt] = useState<number>();
  if (sourceAt !== undefined && firstAt === undefined) setFirstAt(sourceAt);
  const opened = useMemo(() => {
    if (!source || !(data || isError)) return undefined;
    const saved = formFromSource(source);
    if (firstAt !== undefined && sourceAt !== firstAt) return { initial: saved, stored: draftOf(saved) };
    return editStart(saved, source.version, data?.saved, localKey ? readLocalCopy(localKey) : undefined);
  }, [source, sourceAt, firstAt, data, isError, localKey]);
  const [replaced, setReplaced] = useState<{ at: number | undefined; start: FormStart }>();
  const [formKey, setFormKey] = useState(0);
  const start = replaced && replaced.at === sourceAt ? replaced.start : opened;

  const autosave = useAutosave({
    stored: start?.stored,
    localKey,
    baseVersion: version,
    send: ({ isPublished: _notInRevisions, ...draft }, keepalive) =>
      dispatch(autosaveApi.endpoints.autosavePost.initiate({ id, autosave: { ...draft, baseVersion: version ?? 1 }, keepalive }, { track: false })).unwrap(),
  });

  const restart = (next: FormStart) => {
    setReplaced({ at: sourceAt, start: next });
    setFormKey((key) => key + 1);
    focusPageHeading();
  };
  const found = start?.found;
  const saved = source && formFromSource(source);
  const note =
    found && saved ? (
      found.kind === 'restored' ? (
        // Back to the saved post; that is autosaved too, so the changes are not restored again.
        <FoundDraftNote kind="restored" at={found.at} discardLabel="Discard changes" onDiscard={() => restart({ initial: saved, stored: start.stored })} />
      ) : (
        <FoundDraftNote
          kind="offered"
          at={found.at}
          discardLabel="Dismiss"
          onLoad={() => restart({ initial: found.form, stored: start.stored })}
          onDiscard={() => {
            restart({ initial: start.initial, stored: start.stored });
            autosave.resend();
          }}
        />
      )
    ) : undefined;

  return {
    start,
    formKey,
    onFormChange: autosave.onFormChange,
    status: <AutosaveStatus status={autosave.status} />,
    note,
    /** Saved by hand as `form`: nothing is unsaved, and no note is needed any more. */
    saved: (form: BlogForm) => {
      autosave.saved(form);
      if (start) setReplaced({ at: sourceAt, start: { initial: start.initial, stored: draftOf(form) } });
    },
  };
}
