// Starts the app of a page the server rendered (docs/decisions/0029-server-rendered-public-pages.md) once
// its markup has been painted: the visitor sees the page first; then what the app needs is announced (the
// preloads the server put in <template id="sewa-after-paint">: the screen's chunks, its texts) and the app's
// module script runs, taking the markup over. A hidden tab starts at once.
(() => {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  const start = () => {
    const preloads = document.getElementById('sewa-after-paint');
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
