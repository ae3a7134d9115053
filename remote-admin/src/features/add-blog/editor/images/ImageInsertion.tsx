import { apiErrorMessage } from '@studyhub/shared-api';
import { displayFileName } from '@studyhub/shared-api/admin';
import { useUploadImageMutation } from '../../../../common/api/index.ts';
import { Spinner } from '@studyhub/shared-ui';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type ReactQuill from 'react-quill-new';
import { AltTextDialog } from './AltTextDialog.tsx';
import { imageFileRefusal } from './image-file-check.ts';
import styles from './ImageInsertion.module.css';
import { IMAGE_FILES_EVENT, type ImageFilesDetail } from './quill-image-modules.ts';

export const ONE_IMAGE_AT_A_TIME = 'Add one image at a time';

interface Pending {
  file: File;
  index: number;
  length: number;
}

/**
 * An image given to the editor (the Image button, a drop, a paste): refused at once if it is too
 * large or not an image (named, announced), otherwise described in the alt text dialog, uploaded
 * to the media store and inserted as <img src width height alt> where it was put.
 */
export function ImageInsertion({ quillRef }: { quillRef: RefObject<ReactQuill | null> }) {
  const [uploadImage] = useUploadImageMutation();
  const [asking, setAsking] = useState<Pending | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  // Read by the event listener, which is added once.
  const busy = useRef(false);

  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const onFiles = async (event: Event) => {
      if (busy.current) return;
      const { files, index, length } = (event as CustomEvent<ImageFilesDetail>).detail;
      setProblem('');
      const [file] = files;
      const refusal = files.length > 1 || !file ? ONE_IMAGE_AT_A_TIME : await imageFileRefusal(file);
      if (refusal || !file) {
        setProblem(refusal ?? ONE_IMAGE_AT_A_TIME);
        return;
      }
      busy.current = true;
      setAsking({ file, index, length });
    };
    quill.root.addEventListener(IMAGE_FILES_EVENT, onFiles);
    return () => quill.root.removeEventListener(IMAGE_FILES_EVENT, onFiles);
  }, [quillRef]);

  // While one image uploads the Image button waits, and says so; in the same commit as the status
  // line, so the two never disagree.
  useLayoutEffect(() => {
    const quill = quillRef.current?.getEditor();
    const button = quill?.container.parentElement?.querySelector<HTMLButtonElement>('button.ql-image');
    if (!quill || !button) return;
    button.disabled = uploading !== null;
    if (uploading) quill.root.setAttribute('aria-busy', 'true');
    else quill.root.removeAttribute('aria-busy');
  }, [quillRef, uploading]);

  const cancel = () => {
    busy.current = false;
    setAsking(null);
  };

  const insert = async ({ file, index, length }: Pending, alt: string) => {
    setAsking(null);
    const name = displayFileName(file.name);
    setUploading(name);
    try {
      const image = await uploadImage(file).unwrap();
      const quill = quillRef.current?.getEditor();
      if (!quill) return;
      quill.deleteText(index, length, 'user');
      quill.insertEmbed(index, 'image', image.src, 'user');
      quill.formatText(index, 1, { alt, width: String(image.width), height: String(image.height) }, 'user');
      quill.setSelection(index + 1, 0, 'user');
    } catch (error) {
      setProblem(apiErrorMessage(error as { message?: string }, `${name} could not be uploaded`));
    } finally {
      busy.current = false;
      setUploading(null);
    }
  };

  return (
    <>
      <p role="status" className={styles.status}>
        {uploading && (
          <>
            <Spinner size="sm" label="" />
            Uploading {uploading}…
          </>
        )}
      </p>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      {asking && <AltTextDialog fileName={displayFileName(asking.file.name)} onInsert={(alt) => void insert(asking, alt)} onCancel={cancel} />}
    </>
  );
}
