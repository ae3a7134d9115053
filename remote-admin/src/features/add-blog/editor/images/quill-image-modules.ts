import { IMAGE_FORMATS } from '@studyhub/shared-api/admin';
import type ImageFormat from 'quill/formats/image';
import type Uploader from 'quill/modules/uploader';
import { Quill } from 'react-quill-new';

// Quill 2 sends the Image button's file, a dropped file and a pasted file all to its uploader
// module, which would embed them as data: URLs. Ours hands them to the editor's React side (an
// event on the editor's root) to be checked, described and uploaded to the media store.

/** Fired on the editor's root with the files and where they go. */
export const IMAGE_FILES_EVENT = 'studyhub:image-files';

export interface ImageFilesDetail {
  files: File[];
  /** Where the image goes; `length` is the selection it replaces. */
  index: number;
  length: number;
}

const BaseUploader = Quill.import('modules/uploader') as typeof Uploader;
const BaseImage = Quill.import('formats/image') as typeof ImageFormat;

class MediaUploader extends BaseUploader {
  // The Image button's file picker offers these; dropped and pasted files of any type still reach
  // the editor, which refuses a wrong one by name rather than ignoring it as Quill would.
  static override DEFAULTS = { ...BaseUploader.DEFAULTS, mimetypes: IMAGE_FORMATS.map((format) => `image/${format}`) };

  override upload(range: { index: number; length: number } | null, files: FileList | File[]): void {
    const list = Array.from(files);
    if (!range || list.length === 0) return;
    const detail: ImageFilesDetail = { files: list, index: range.index, length: range.length };
    this.quill.root.dispatchEvent(new CustomEvent(IMAGE_FILES_EVENT, { detail }));
  }
}

class PostImage extends BaseImage {
  // alt="" marks a decorative image; Quill's Image drops an empty attribute, which would leave
  // the image with no alt at all (read out by its file name).
  override format(name: string, value: string): void {
    if (name === 'alt' && value === '') this.domNode.setAttribute('alt', '');
    else super.format(name, value);
  }
}

/** Quill's registry is process-wide; this remote is the only user of its Quill copy. */
export function registerImageModules(): void {
  Quill.register({ 'modules/uploader': MediaUploader, 'formats/image': PostImage }, true);
}
