import type { EmbedMode } from './route.ts';

/** Tells the page that embeds the widget (through embed.js) about the widget's height and a close. */
function post(message: { type: 'salon:height'; height: number } | { type: 'salon:close' }) {
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

export const requestClose = () => post({ type: 'salon:close' });

/** Posts the content's height on every change, so the iframe is always exactly as tall as the widget. */
export function reportHeight(element: HTMLElement): () => void {
  let last = -1;
  const send = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post({ type: 'salon:height', height });
    }
  };
  const observer = new ResizeObserver(send);
  observer.observe(element);
  send();
  return () => observer.disconnect();
}

/** In an embed: no page chrome, a transparent page; in a popup, Escape closes it. */
export function setUpEmbed(mode: EmbedMode, root: HTMLElement): void {
  if (mode === 'none') return;
  document.documentElement.classList.add('embedded');
  reportHeight(root);
  if (mode === 'popup') {
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') requestClose();
    });
  }
}
