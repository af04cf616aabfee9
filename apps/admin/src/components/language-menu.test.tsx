import { resources } from '@salon/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { LanguageMenu } from './language-menu.tsx';

describe('LanguageMenu', () => {
  it('names its button with the language code it shows, so a voice command of the label finds it', () => {
    renderWithApp(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language: EN' });
    expect(button.textContent).toBe('EN');
  });

  it('carries the code in the name in every language', () => {
    for (const messages of Object.values(resources))
      expect(messages.admin.language.button).toContain('{{code}}');
  });
});
