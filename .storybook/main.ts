import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // STORYBOOK_STORIES narrows the build to some folders (comma-separated globs), e.g. while working on one primitive.
  stories: process.env.STORYBOOK_STORIES?.split(',').map((glob) => `../${glob}`) ?? [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};
export default config;
