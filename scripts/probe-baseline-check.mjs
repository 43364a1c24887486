// Proves scripts/check-baselines.mjs notices a stateful story that stops showing its change. On a copy of the
// baselines, ChaptersList's DeleteConfirmed shows the list as before the deletion (the row still there, no toast), and
// NextPage shows page 1 with a focus ring (the Next button's, say): the check must fail and name both.
// Runs after scripts/test-stories.sh and scripts/check-baselines.mjs (it reads the declarations they left).
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const baselines = path.join(root, '.storybook', 'baselines');
const { PNG } = createRequire(createRequire(import.meta.url).resolve('jest-image-snapshot'))('pngjs');

const list = 'screens-admin-chapterslist--';
const before = `${list}populated`;
const unchanged = `${list}delete-confirmed`;
const ringOnly = `${list}next-page`;

const copy = mkdtempSync(path.join(tmpdir(), 'baseline-probe-'));
try {
  for (const file of readdirSync(baselines)) {
    if (![`${unchanged}.png`, `${ringOnly}.png`].includes(file)) {
      symlinkSync(path.join(baselines, file), path.join(copy, file));
    }
  }
  copyFileSync(path.join(baselines, `${before}.png`), path.join(copy, `${unchanged}.png`));
  // The picture before, plus a 2 px ring of the focus colour around a button-sized box near the bottom end.
  const picture = PNG.sync.read(readFileSync(path.join(baselines, `${before}.png`)));
  const focus = /\bfocus: '#([0-9a-f]{6})'/i
    .exec(readFileSync(path.join(root, 'packages/ui/src/theme/tokens.ts'), 'utf8'))[1]
    .match(/../g)
    .map((hex) => parseInt(hex, 16));
  const [left, top, right, bottom] = [
    picture.width - 100,
    picture.height - 64,
    picture.width - 12,
    picture.height - 24,
  ];
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      if (x - left >= 2 && right - x > 2 && y - top >= 2 && bottom - y > 2) continue;
      const at = (y * picture.width + x) * 4;
      [picture.data[at], picture.data[at + 1], picture.data[at + 2]] = focus;
    }
  }
  writeFileSync(path.join(copy, `${ringOnly}.png`), PNG.sync.write(picture));

  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'check-baselines.mjs')], {
    env: { ...process.env, BASELINES_DIR: copy },
    encoding: 'utf8',
  });
  const said = `${run.stdout}${run.stderr}`;
  const missed = [unchanged, ringOnly].filter((id) => !said.includes(`no visible change: ${id} `));
  if (run.status === 0 || missed.length) {
    console.error(said);
    console.error(
      `FAIL: the baseline check did not notice ${missed.join(' and ') || 'the probe'} showing no change`,
    );
    process.exit(1);
  }
  console.log(
    `ok: the baseline check fails when DeleteConfirmed shows the list unchanged and when NextPage differs from ` +
      `page 1 by a focus ring only`,
  );
} finally {
  rmSync(copy, { recursive: true, force: true });
}
