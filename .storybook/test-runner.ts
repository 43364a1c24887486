import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const baselines = path.join(process.cwd(), '.storybook', 'baselines');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (story.parameters?.visual === false) return;
    await page.evaluate(async () => {
      document.documentElement.setAttribute('data-visual-test', '');
      (document.activeElement as HTMLElement | null)?.blur?.();
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.join(process.cwd(), 'test-results', 'visual-diffs'),
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
    });
  },
};
export default config;
