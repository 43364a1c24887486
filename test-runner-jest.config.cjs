// Story tests: every story's play function, axe (addon-a11y, test: 'error') and a screenshot baseline.
const { getJestConfig } = require('@storybook/test-runner');

const chromium = require('./scripts/chromium-launch.cjs');

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...getJestConfig(),
  // Generous: the 10,000-row table stories take seconds on a busy 2-core machine.
  testTimeout: 90000,
  testEnvironmentOptions: {
    'jest-playwright': {
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromium.executablePath,
        headless: true,
        args: [...chromium.args, '--font-render-hinting=none'],
      },
      contextOptions: {
        viewport: { width: 1024, height: 720 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
};
