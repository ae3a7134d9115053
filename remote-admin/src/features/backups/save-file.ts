/**
 * Hands `blob` to the browser as a download named `name`: through an object URL and a link's
 * `download`, since the request needed the session token that a plain link cannot carry. The URL
 * is revoked once the click has handed it over, so the file does not stay in memory.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
