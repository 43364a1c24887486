import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { englishLeft } from './englishLeft.ts';

const baselines = path.join(process.cwd(), '.storybook', 'baselines');
const results = path.join(process.cwd(), 'test-results');
const DESKTOP = { width: 1024, height: 720 };
// What stories say about their pictures, next to the build they came from (several runs may share the machine);
// scripts/check-baselines.mjs reads them.
const declarations = path.join(
  path.resolve(process.env.STORYBOOK_OUT ?? 'storybook-static'),
  'baseline-declarations',
);

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  // A story at a phone width sets `parameters.viewportWidth` (e.g. 375); the others get the desktop 1024.
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const width = (story.parameters?.viewportWidth as number | undefined) ?? DESKTOP.width;
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: DESKTOP.height });
  },
  async postVisit(page, context) {
    // A failed play is the error to report: a picture taken after it would only differ, and hide why.
    if (context.hasFailure) return;
    const story = await getStoryContext(page, context);
    // A Hebrew twin shows no English word of the interface (its data aside: its args, and what its play typed).
    if (context.name.endsWith(' Hebrew')) {
      const data = [story.initialArgs, story.parameters?.dataWords];
      expect(await englishLeft(page, data)).toEqual([]);
    }
    if (story.parameters?.visual === false) return;
    // A story whose picture is meant to equal another's says why (`sameBaselineAs`); a story showing the result
    // of an action names the story (export name or id) of the state before it (`before`), whose picture must
    // differ visibly from its own. scripts/check-baselines.mjs checks both.
    const sameAs = story.parameters?.sameBaselineAs as string | undefined;
    const before = story.parameters?.before as string | readonly string[] | undefined;
    if (sameAs || before) {
      mkdirSync(declarations, { recursive: true });
      writeFileSync(
        path.join(declarations, `${context.id}.json`),
        JSON.stringify({ sameAs, before: before === undefined ? [] : [before].flat() }),
      );
    }
    // A play function cannot trigger CSS :hover; a story showing a hover look names what the real
    // pointer rests on (a CSS selector) when the picture is taken.
    const hover = story.parameters?.hoverBeforeScreenshot as string | undefined;
    if (hover) await page.hover(hover);
    const dialogOpen = await page.evaluate(
      async ({ probePx, blur }) => {
        document.documentElement.setAttribute('data-visual-test', '');
        // scripts/test-visual-probe.sh shifts the page by a pixel to prove the comparison notices.
        if (probePx) document.body.style.marginBlockStart = `${probePx}px`;
        // Focus stays where the play put it, so focus rings are in the baselines; a story opts out.
        if (blur) (document.activeElement as HTMLElement | null)?.blur?.();
        await document.fonts.ready;
        // An image still decoding (a file just chosen, read through an object URL) is drawn differently.
        await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // An open modal dialog or drawer (its backdrop is fixed to the viewport).
        return Array.from(document.querySelectorAll('[aria-modal="true"]')).some(
          (dialog) => dialog.getClientRects().length > 0,
        );
      },
      {
        probePx: Number(process.env.VISUAL_PROBE_PX ?? 0),
        blur: story.parameters?.blurBeforeScreenshot === true,
      },
    );
    // The picture is what the user sees. While a modal dialog or drawer is open the page behind it cannot scroll
    // and its backdrop covers the viewport, not the page: the picture is the viewport (a full page would show the
    // part below the fold undimmed). A story whose subject is what fills the screen (a navigation bar over the
    // top of a page) asks for the same with `parameters.captureViewport: true`.
    const viewportOnly = dialogOpen || story.parameters?.captureViewport === true;
    const image = await page.screenshot({
      fullPage: !viewportOnly,
      animations: 'disabled',
      caret: 'hide',
    });
    // The same bytes as the baseline are the same pixels: most stories end here, without the comparison's Node
    // process (~0.1 s a story). Kept out of process otherwise: pixelmatch inside Jest's module sandbox took
    // 5.6 s a picture against 0.2 s in a process of its own (the 1 px probe's 18 pictures: 102 s, 12 s).
    const baseline = path.join(baselines, `${context.id}.png`);
    if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.join(results, 'visual-diffs'),
      customReceivedDir: path.join(results, 'visual-received'),
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      // Chromium's software raster draws a rounded edge at a fractional position a few levels differently from
      // one load to the next (LanguageSwitch's pill in Hebrew: 87 edge pixels, the worst at 0.012 where the
      // default is 0.01, in about half the loads). 0.03 lets that pass and still sees a change of ~3% in lightness.
      customDiffConfig: { threshold: 0.03 },
      storeReceivedOnFailure: true,
    });
  },
};
export default config;
