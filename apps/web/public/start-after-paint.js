// Starts the app of a page the server rendered (docs/decisions/0029-server-rendered-public-pages.md) once
// its markup has been painted: the visitor sees the page first; then what the app needs is announced (the
// preloads the server put in <template id="sewa-after-paint">: the screen's chunks, its texts) and the app's
// module script runs, taking the markup over. "Painted" is the browser's own first-contentful-paint entry:
// a frame can be drawn before it is shown, and the load event can come before either. A hidden tab starts
// at once, a browser without paint timing on the next frame, and a page not painted within 3 s anyway.
(() => {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preloads = document.getElementById('sewa-after-paint');
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') return start();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();
