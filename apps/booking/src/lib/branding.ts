/** The shop's colour as the widget's accent, with text colours that stay readable on it. */
import { brandColorOr, contrastRatio, readableTextOn } from '@salon/domain/branding';

export interface Accent {
  /** Fill of primary buttons and selected choices. */
  accent: string;
  /** Text on the accent fill. */
  onAccent: string;
  /** Accent used as text or border on white: the colour itself when it reads well, else near-black. */
  accentInk: string;
}

/** Only a plain hex colour is taken (it goes into CSS); anything else gives the default. */
export function accentOf(color: string | null | undefined): Accent {
  const accent = brandColorOr(color);
  return {
    accent,
    onAccent: readableTextOn(accent),
    accentInk: contrastRatio(accent, '#ffffff') >= 4.5 ? accent : '#1f1f1f',
  };
}
