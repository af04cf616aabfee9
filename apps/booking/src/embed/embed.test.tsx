import { afterEach, describe, expect, it, vi } from 'vitest';

/** Places the loader's script tag as a salon's site would, runs embed.ts, and presses its button. */
async function embedOnPage({
  htmlLang,
  dataLang,
  around,
}: {
  htmlLang?: string;
  dataLang?: string;
  around?: string;
}) {
  document.documentElement.lang = htmlLang ?? '';
  const container = document.createElement('div');
  if (around) container.dataset.lang = around;
  const script = document.createElement('script');
  script.src = 'https://salon.example/embed.js';
  script.dataset.shop = 'demo';
  script.dataset.mode = 'popup';
  if (dataLang) script.dataset.lang = dataLang;
  container.append(script);
  document.body.append(container);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('./embed.ts');
  const button = container.querySelector('button') as HTMLButtonElement;
  const label = button.textContent;
  button.click();
  return {
    label,
    close: document.querySelector('[role="dialog"] button')?.getAttribute('aria-label'),
    frameTitle: document.querySelector('[role="dialog"] iframe')?.getAttribute('title'),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('the embed loader', () => {
  it('speaks the language the script tag names', async () => {
    expect(await embedOnPage({ htmlLang: 'en', dataLang: 'pt' })).toEqual({
      label: 'Marcar agora',
      close: 'Fechar',
      frameTitle: 'Fazer uma marcação',
    });
  });

  it('takes data-lang from the element around the script', async () => {
    expect((await embedOnPage({ around: 'fr' })).label).toBe('Réserver');
  });

  it('follows the page’s <html lang> when nothing else is said', async () => {
    expect(await embedOnPage({ htmlLang: 'de-AT' })).toEqual({
      label: 'Jetzt buchen',
      close: 'Schließen',
      frameTitle: 'Termin buchen',
    });
  });

  it('falls back to English for a language the widget does not speak', async () => {
    expect(await embedOnPage({ htmlLang: 'es' })).toEqual({
      label: 'Book now',
      close: 'Close',
      frameTitle: 'Book an appointment',
    });
  });
});
