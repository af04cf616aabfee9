/**
 * The embed loader, served as /embed.js and placed on any site:
 *   <script src="https://HOST/embed.js" data-shop="demo" data-mode="inline|popup" data-label="Book now"></script>
 * A classic script, bundled into one file: it must run on pages we know nothing about and stay
 * tiny. Its texts follow the page's language (`data-lang` on the script or around it, else
 * `<html lang>`).
 */
import { embedTexts } from './embed-texts.ts';

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const shop = script?.dataset.shop;
  if (!script || !shop) {
    console.error('salon embed: the script tag needs data-shop="<your booking page name>"');
    return;
  }
  const host = new URL(script.src, location.href).origin;
  const popup = script.dataset.mode === 'popup';
  const texts = embedTexts(script, document);
  const title = texts.title;

  const frameFor = (embed: string) => {
    const frame = document.createElement('iframe');
    frame.src = `${host}/book/${encodeURIComponent(shop)}?embed=${embed}`;
    frame.title = title;
    frame.setAttribute('style', 'display:block;width:100%;border:0;height:480px;background:transparent');
    return frame;
  };

  /** Messages only from our own widget in this very iframe. */
  const listen = (frame: HTMLIFrameElement, onHeight: (height: number) => void, onClose?: () => void) => {
    addEventListener('message', (event) => {
      if (event.origin !== host || event.source !== frame.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === 'salon:height' && typeof data.height === 'number' && data.height > 0)
        onHeight(data.height);
      else if (data?.type === 'salon:close') onClose?.();
    });
  };

  if (!popup) {
    const frame = frameFor('1');
    script.after(frame);
    listen(frame, (height) => {
      frame.style.height = `${Math.ceil(height)}px`;
    });
    return;
  }

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = script.dataset.label || texts.open;
  button.className = 'salon-book-button';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute(
    'style',
    'font:inherit;font-weight:600;padding:12px 22px;min-height:44px;border:0;border-radius:999px;background:#862e9c;color:#fff;cursor:pointer',
  );
  script.after(button);

  // Built on the first press only: nothing is loaded before the customer asks for it. Closing
  // hides the dialog and keeps the iframe, so reopening continues where the customer was.
  let layer: HTMLDivElement | null = null;
  let closeButton: HTMLButtonElement;
  let open = false;
  let savedOverflow = '';

  const close = () => {
    if (!layer || !open) return;
    open = false;
    layer.style.display = 'none';
    document.documentElement.style.overflow = savedOverflow;
    button.focus();
  };

  const build = () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', title);
    dialog.setAttribute(
      'style',
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:flex-start;justify-content:center;padding:64px 12px 12px;background:rgba(0,0,0,.6)',
    );
    closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', texts.close);
    closeButton.textContent = '\u00d7';
    closeButton.setAttribute(
      'style',
      'position:absolute;top:10px;right:10px;width:44px;height:44px;border:0;border-radius:50%;background:#fff;color:#1f1f24;font-size:28px;line-height:1;cursor:pointer',
    );
    const box = document.createElement('div');
    box.setAttribute(
      'style',
      'width:100%;max-width:560px;border-radius:14px;overflow:hidden;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.35)',
    );
    const frame = frameFor('popup');
    frame.style.maxHeight = 'calc(100vh - 76px)';
    box.append(frame);
    dialog.append(closeButton, box);

    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) close();
    });
    closeButton.addEventListener('click', close);
    listen(
      frame,
      (height) => {
        frame.style.height = `${Math.ceil(height)}px`;
      },
      close,
    );
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    // Keeps focus inside the dialog: the iframe has its own Tab stops, anything outside sends it back.
    document.addEventListener('focusin', (event) => {
      if (open && !dialog.contains(event.target as Node)) closeButton.focus();
    });
    document.body.append(dialog);
    return dialog;
  };

  button.addEventListener('click', () => {
    layer ??= build();
    open = true;
    layer.style.display = 'flex';
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    closeButton.focus();
  });
})();
