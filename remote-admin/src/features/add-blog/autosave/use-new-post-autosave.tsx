import { useAppDispatch } from '@studyhub/shared-api';
import { autosaveApi, useDiscardNewPostDraftMutation, useGetNewPostDraftQuery } from '../../../common/api/index.ts';
import { useMemo, useState } from 'react';
import { focusPageHeading } from '../../../common/focus-page-heading.ts';
import { EMPTY_BLOG_FORM } from '../blog-form.ts';
import { draftOf } from './autosave-draft.ts';
import { AutosaveStatus } from './AutosaveStatus.tsx';
import { newPostStart, type FormStart } from './choose-start.ts';
import { FoundDraftNote } from './FoundDraftNote.tsx';
import { localCopyKey, readLocalCopy, removeLocalCopy } from './local-copy.ts';
import { useAutosave } from './use-autosave.ts';

const EMPTY_START: FormStart = { initial: EMPTY_BLOG_FORM, stored: draftOf(EMPTY_BLOG_FORM) };

/**
 * Add Blog's autosave (docs/decisions/0076): the account's draft read as the page opens (or the
 * browser's newer copy) put back in the form with a note and "Discard draft", then every change
 * autosaved. A failed read does not stop anyone adding a post: the form starts empty.
 */
export function useNewPostAutosave() {
  const dispatch = useAppDispatch();
  const { data, isError } = useGetNewPostDraftQuery();
  const [discardDraft] = useDiscardNewPostDraftMutation();
  const localKey = data && localCopyKey(data.accountId, 'new');
  const opened = useMemo(() => (data || isError ? newPostStart(data?.saved, localKey ? readLocalCopy(localKey) : undefined) : undefined), [data, isError, localKey]);
  const [replaced, setReplaced] = useState<FormStart>();
  const [formKey, setFormKey] = useState(0);
  const start = replaced ?? opened;

  const autosave = useAutosave({
    stored: start?.stored,
    localKey,
    send: (draft, keepalive) => dispatch(autosaveApi.endpoints.saveNewPostDraft.initiate({ draft, keepalive }, { track: false })).unwrap(),
    // Saved by hand (added) while a draft was on its way: that draft is the post now.
    afterStaleSend: () => void discardDraft(),
  });

  const discard = () => {
    if (localKey) removeLocalCopy(localKey);
    void discardDraft();
    setReplaced(EMPTY_START);
    setFormKey((key) => key + 1);
    focusPageHeading();
  };

  return {
    start,
    formKey,
    onFormChange: autosave.onFormChange,
    status: <AutosaveStatus status={autosave.status} />,
    note: start?.found && <FoundDraftNote kind="newPost" at={start.found.at} discardLabel="Discard draft" onDiscard={discard} />,
    /** The post was added: its draft is gone on the server, and here. */
    added: () => {
      autosave.saved(EMPTY_BLOG_FORM);
      setReplaced(EMPTY_START);
    },
  };
}
