import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // STORYBOOK_STORIES narrows the build to some folders (comma-separated globs), e.g. while working on one primitive.
  stories: process.env.STORYBOOK_STORIES?.split(',').map((glob) => `../${glob}`) ?? [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables for the docs pages: react-docgen-typescript lists a union's values ('success' | 'error' ...)
  // where react-docgen only says "union"; it costs a few seconds of build. Only our components need it.
  typescript: (defaults) => ({
    ...defaults,
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      ...defaults.reactDocgenTypescriptOptions,
      include: ['packages/*/src/**/*.tsx'],
    },
  }),
  viteFinal(config) {
    config.build = {
      ...config.build,
      // The preview bundle (Storybook's runtime, axe) is a local tool's, not the app's: app budgets live in
      // scripts/check-bundle-budgets.mjs. The limit still warns if it grows past today's ~1.2 MB.
      chunkSizeWarningLimit: 1500,
      // Rolldown's plugin-timing report is a profiling hint, not a problem to act on.
      rolldownOptions: { ...config.build?.rolldownOptions, checks: { bundlerTimings: false } },
    };
    return config;
  },
};
export default config;
