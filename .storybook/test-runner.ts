import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const baselines = path.join(process.cwd(), '.storybook', 'baselines');
const results = path.join(process.cwd(), 'test-results');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (story.parameters?.visual === false) return;
    await page.evaluate(
      async (probePx) => {
        document.documentElement.setAttribute('data-visual-test', '');
        // scripts/test-visual-probe.sh shifts the page by a pixel to prove the comparison notices.
        if (probePx) document.body.style.marginBlockStart = `${probePx}px`;
        (document.activeElement as HTMLElement | null)?.blur?.();
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      },
      Number(process.env.VISUAL_PROBE_PX ?? 0),
    );
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.join(results, 'visual-diffs'),
      customReceivedDir: path.join(results, 'visual-received'),
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
    });
  },
};
export default config;
