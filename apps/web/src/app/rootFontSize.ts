/** Spec §9: layout width is capped at 540 CSS px per device pixel ratio unit. */
export const MAX_LAYOUT_WIDTH = 540;
export const RESIZE_DEBOUNCE_MS = 300;

/** Root font size in px: a tenth of the (capped) document width. */
export function rootFontSize(documentWidth: number, devicePixelRatio: number): number {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const width = Math.min(documentWidth, MAX_LAYOUT_WIDTH * dpr);
  return width / 10;
}

/** Keeps `<html>`'s font size in step with the window; returns a function that stops listening. */
export function installRootFontSize(win: Window = window): () => void {
  const docEl = win.document.documentElement;
  const apply = () => {
    docEl.style.fontSize = `${rootFontSize(docEl.getBoundingClientRect().width, win.devicePixelRatio)}px`;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, RESIZE_DEBOUNCE_MS);
  };
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) onResize();
  };
  apply();
  win.addEventListener('resize', onResize);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
    win.removeEventListener('pageshow', onPageShow);
  };
}
