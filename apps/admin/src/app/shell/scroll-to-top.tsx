import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The spec's scroll-to-top: a button that appears once the page is scrolled down. */
export function ScrollToTop({ rtl }: { rtl: boolean }) {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    // Above the 40 px footer, on the side where the reading ends.
    <Affix position={{ bottom: 56, ...(rtl ? { left: 20 } : { right: 20 }) }}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t('shell.scrollTop')}
            data-testid="scroll-to-top"
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
