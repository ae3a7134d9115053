// The Add Blog editor: loaded on demand, so Quill and its stylesheet reach only the Add Blog page.
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import type { EditorHandle } from '../editor-handle.ts';
import { ImageInsertion } from './images/ImageInsertion.tsx';
import { FORMATS, labelQuillControls, MODULES } from './quill-setup.ts';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  placeholder: string;
  /** The id of the visible label; a contenteditable cannot have a <label for>. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
  ref?: Ref<EditorHandle>;
}

export default function RichTextEditor({ value, onChange, placeholder, labelledBy, describedBy, invalid = false, readOnly = false, ref }: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);

  useImperativeHandle(ref, () => ({ focus: () => quillRef.current?.focus() }), []);

  useEffect(() => {
    const editor = quillRef.current?.getEditor();
    if (!editor) return;
    labelQuillControls(editor.container, 'Formatting');
    const root = editor.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    if (readOnly) root.setAttribute('aria-readonly', 'true');
    else root.removeAttribute('aria-readonly');
  }, [labelledBy, describedBy, invalid, readOnly]);

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <ReactQuill
        ref={quillRef}
        theme="snow"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        modules={MODULES}
        formats={FORMATS}
        readOnly={readOnly}
      />
      <ImageInsertion quillRef={quillRef} />
    </div>
  );
}
