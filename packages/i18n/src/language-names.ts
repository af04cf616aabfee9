/** Each language in its own words, for language menus; a module of its own so apps import it without the messages. */
export const languageNames = { en: 'English', de: 'Deutsch', fr: 'Français', pt: 'Português' } as const;
