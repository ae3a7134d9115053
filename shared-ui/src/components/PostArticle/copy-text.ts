/**
 * Puts `text` on the clipboard; false when the browser refused. The Clipboard API needs a secure
 * context (https or localhost): a campus network's plain-http address falls back to the older
 * selection copy, which needs none.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

function copyBySelection(text: string): boolean {
  const scratch = document.createElement('textarea');
  scratch.value = text;
  scratch.setAttribute('readonly', '');
  // Off screen, not display:none: a hidden field cannot be selected.
  scratch.style.position = 'fixed';
  scratch.style.insetInlineStart = '-9999px';
  document.body.append(scratch);
  const focused = document.activeElement as HTMLElement | null;
  scratch.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    scratch.remove();
    focused?.focus();
  }
}
