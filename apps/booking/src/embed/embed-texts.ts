// Only the `embed` texts of each language: named JSON imports let the loader's build leave the
// rest of the widget's messages out of embed.js.
import { embed as de } from '@salon/i18n/locales/de/booking.json';
import { embed as en } from '@salon/i18n/locales/en/booking.json';
import { embed as fr } from '@salon/i18n/locales/fr/booking.json';
import { embed as pt } from '@salon/i18n/locales/pt/booking.json';

export type EmbedTexts = typeof en;
const texts: Record<string, EmbedTexts> = { en, de, fr, pt };

/**
 * The button, close label and frame title in the embedding page's language: the `data-lang` of
 * the script or of an element around it, else the page's `<html lang>`; English for any other.
 */
export function embedTexts(script: Element, page: Document): EmbedTexts {
  const tag = script.closest('[data-lang]')?.getAttribute('data-lang') || page.documentElement.lang || '';
  return texts[tag.slice(0, 2).toLowerCase()] ?? en;
}
