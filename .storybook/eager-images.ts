/**
 * Loads every lazy image at once while a story is shown: what a lazy image shows depends on how far
 * the frame is scrolled, so a full-page screenshot or an accessibility check that waits for the
 * images would see a different page each time, or wait for ever. Returns the function that stops.
 */
export function loadLazyImagesEagerly(root: Node = document): () => void {
  const eager = (node: Node) => {
    if (!(node instanceof Element)) return;
    const images = node instanceof HTMLImageElement ? [node] : [...node.querySelectorAll('img')];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  };
  eager(document.documentElement);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') eager(record.target);
      else record.addedNodes.forEach(eager);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['loading'] });
  return () => observer.disconnect();
}
