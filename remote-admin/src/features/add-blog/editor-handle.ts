/** What the form may do with the lazily loaded editor. */
export interface EditorHandle {
  focus(): void;
}
