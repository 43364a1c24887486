import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { UIProvider, type Direction } from '@bible-admin/ui';

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

const preview: Preview = {
  decorators: [withDirection],
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
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
