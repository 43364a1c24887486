import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { useLayoutEffect, type ReactNode } from 'react';
import { registerAdminIcons, UIProvider, type Direction } from '@bible-admin/ui';

// A story draws its screen alone, without the admin's shell that registers the admin's icons.
registerAdminIcons();

// A play's findBy… and waitFor wait for what they look for up to 10 s, not the library's 1 s: with two browsers
// on a busy 2-core machine a story can take longer than that to render (the runner's own timeout is 90 s).
configure({ asyncUtilTimeout: 10_000 });

/** The direction toolbar sets the preview document's `dir` and the provider around the story. */
function DirectionRoot({ dir, children }: { dir: Direction; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dir = dir;
    document.documentElement.lang = dir === 'rtl' ? 'he' : 'en';
  }, [dir]);
  return (
    <UIProvider locale={dir === 'rtl' ? 'he' : 'en'} direction={dir}>
      {children}
    </UIProvider>
  );
}

const withDirection: Decorator = (Story, context) => (
  <DirectionRoot dir={(context.globals.dir as Direction | undefined) ?? 'ltr'}>
    <Story />
  </DirectionRoot>
);

/**
 * A docs page shows each story in its own iframe (`docs.story.inline: false`), so its direction, global
 * style, overlays and play function stay inside it and each state is pictured as the story tests it.
 * Inside a docs page the frame grows to fit the story, overlays included (a dialog is fixed: it adds
 * nothing to the page's height).
 */
function FitDocsFrame({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const frame = window.frameElement;
    const box = frame?.id.startsWith('iframe--') ? frame.parentElement : null;
    if (!box) return;
    const fit = () => {
      box.style.height = `${storyHeight()}px`;
    };
    const resizes = new ResizeObserver(fit);
    resizes.observe(document.body);
    const overlays = new MutationObserver(fit);
    overlays.observe(document.body, { childList: true, subtree: true });
    // A dialog laid out in a short frame scrolls inside; once the frame grows it is measured again.
    window.addEventListener('resize', fit);
    return () => {
      resizes.disconnect();
      overlays.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, []);
  return children;
}

/** The page's height, or an open dialog's with everything it scrolls inside it and its margins. */
function storyHeight(): number {
  const dialogs = Array.from(
    document.querySelectorAll<HTMLElement>('[aria-modal="true"]'),
    (panel) => panel.offsetHeight + scrolledAway(panel) + 2 * panel.offsetTop,
  );
  return Math.max(document.documentElement.scrollHeight, ...dialogs);
}

function scrolledAway(panel: HTMLElement): number {
  return [panel, ...panel.querySelectorAll('*')].reduce((sum, el) => {
    const { overflowY } = getComputedStyle(el);
    return overflowY === 'visible' ? sum : sum + Math.max(0, el.scrollHeight - el.clientHeight);
  }, 0);
}

const withFitDocsFrame: Decorator = (Story) => (
  <FitDocsFrame>
    <Story />
  </FitDocsFrame>
);

const preview: Preview = {
  // Every primitive and screen gets a docs page: description, props table, then every state.
  tags: ['autodocs'],
  decorators: [withDirection, withFitDocsFrame],
  globalTypes: {
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { dir: 'ltr' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    docs: { story: { inline: false } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
