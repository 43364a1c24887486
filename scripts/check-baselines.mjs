// Checks the visual baselines once the story tests have passed (scripts/test-stories.sh builds Storybook and records
// what stories declare, next to the build). Fails when
// - two baselines are byte-identical (a story whose screenshot does not show its own state), unless the story says
//   why (`parameters.sameBaselineAs: 'reason'`);
// - a story's picture shows no visible change from the picture of the state before it: a story showing the result
//   of an action names that state's story (`parameters.before: 'Populated'`, an export name of the same file or a
//   story id, or a list of them), and the two pictures must differ by more than a focus ring;
// - a baseline belongs to no story.
// STORYBOOK_OUT names the build (default storybook-static); BASELINES_DIR the pictures (default .storybook/baselines).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const baselines = path.resolve(root, process.env.BASELINES_DIR ?? '.storybook/baselines');
const out = path.resolve(root, process.env.STORYBOOK_OUT ?? 'storybook-static');
const declarations = path.join(out, 'baseline-declarations');
const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
// The PNG reader of jest-image-snapshot, which compares the pictures with their baselines: both read them alike.
const { PNG } = createRequire(createRequire(import.meta.url).resolve('jest-image-snapshot'))('pngjs');

/**
 * A visible difference is at least this many changed pixels besides the focus ring's own: a word of body text
 * changes a few hundred, a row, a dialog or a toast thousands; a focus ring that moved (the only change of a story
 * that clicks a button and shows nothing new) changes none but the anti-aliased pixels of its corners.
 */
const MIN_VISIBLE_PIXELS = 100;
/** The focus ring's colour (`colors.focus` in the tokens). */
const focusHex = /\bfocus: '#([0-9a-f]{6})'/i.exec(
  readFileSync(path.join(root, 'packages/ui/src/theme/tokens.ts'), 'utf8'),
)?.[1];
if (!focusHex) throw new Error('colors.focus not found in packages/ui/src/theme/tokens.ts');
const focus = [0, 2, 4].map((at) => parseInt(focusHex.slice(at, at + 2), 16));

const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const storyById = new Map(stories.map((e) => [e.id, e]));
const declared = new Map(
  existsSync(declarations)
    ? readdirSync(declarations)
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(declarations, f), 'utf8'))])
    : [],
);
const pictureOf = (id) => path.join(baselines, `${id}.png`);

const problems = [];

// Byte-identical baselines, and baselines of no story.
const byHash = new Map();
for (const file of readdirSync(baselines).filter((f) => f.endsWith('.png'))) {
  const id = file.replace(/-snap\.png$|\.png$/, '');
  if (!storyById.has(id))
    problems.push(`baseline of no story: ${path.relative(root, path.join(baselines, file))}`);
  const hash = createHash('sha256')
    .update(readFileSync(path.join(baselines, file)))
    .digest('hex');
  byHash.set(hash, [...(byHash.get(hash) ?? []), id]);
}
for (const ids of byHash.values()) {
  if (ids.length < 2) continue;
  // One story of the group may be the original; every other one must say why it looks the same.
  const undeclared = ids.filter((id) => !declared.get(id)?.sameAs);
  if (undeclared.length > 1) problems.push(`identical baselines: ${ids.join(', ')}`);
}

/** The story a `before` names: a story id, or an export name of the story's own file. */
function resolveBefore(story, name) {
  if (storyById.has(name)) return storyById.get(name);
  return stories.find((e) => e.importPath === story.importPath && e.exportName === name);
}

/**
 * Whether the pixel `ring` of one picture is the focus ring drawn over the pixel `under` of the other: the focus
 * colour, or (at the ring's anti-aliased edges) a blend of it with what lies under it.
 */
function isRingOver(ring, r, under, u) {
  const towards = [0, 1, 2].map((c) => focus[c] - under[u + c]);
  const length = towards.reduce((sum, d) => sum + d * d, 0);
  if (length === 0) return false;
  const t = [0, 1, 2].reduce((sum, c) => sum + (ring[r + c] - under[u + c]) * towards[c], 0) / length;
  if (t <= 0 || t > 1.05) return false;
  return [0, 1, 2].every((c) => Math.abs(under[u + c] + t * towards[c] - ring[r + c]) <= 8);
}

/** Pixels that differ between two pictures: all of them, and those that are not the focus ring's in either. */
function changedPixels(a, b) {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  // What one picture has and the other does not (a page grown or shrunk) is changed.
  const beyond = a.width * a.height + b.width * b.height - 2 * width * height;
  let changed = 0;
  let ring = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * a.width + x) * 4;
      const j = (y * b.width + x) * 4;
      if (a.data[i] === b.data[j] && a.data[i + 1] === b.data[j + 1] && a.data[i + 2] === b.data[j + 2])
        continue;
      changed += 1;
      if (isRingOver(a.data, i, b.data, j) || isRingOver(b.data, j, a.data, i)) ring += 1;
    }
  }
  return { changed: changed + beyond, visible: changed - ring + beyond };
}

const decoded = new Map();
const read = (id) => {
  if (!decoded.has(id)) decoded.set(id, PNG.sync.read(readFileSync(pictureOf(id))));
  return decoded.get(id);
};

let pairs = 0;
for (const [id, { before = [] }] of [...declared].sort(([a], [b]) => a.localeCompare(b))) {
  const story = storyById.get(id);
  if (!story) continue;
  for (const name of before) {
    const previous = resolveBefore(story, name);
    if (!previous) {
      problems.push(`${id}: its before, '${name}', is no story of ${story.title}`);
      continue;
    }
    if (!existsSync(pictureOf(id)) || !existsSync(pictureOf(previous.id))) {
      problems.push(`${id}: no baseline to compare with its before, ${previous.id}`);
      continue;
    }
    pairs += 1;
    const { changed, visible } = changedPixels(read(id), read(previous.id));
    if (visible < MIN_VISIBLE_PIXELS) {
      problems.push(
        `no visible change: ${id} looks like its before, ${previous.id} (${changed} pixels differ, ` +
          `${changed - visible} of them a focus ring's; a change needs ${MIN_VISIBLE_PIXELS} besides the ring)`,
      );
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} baseline problem(s). Make each story show its own state (the removed row gone, the next ` +
      `page's rows, the toast), or declare sameBaselineAs when two states really look alike.`,
  );
  process.exit(1);
}
console.log(
  `Baselines: ${storyById.size} stories, ${byHash.size} distinct images, none identical without a reason; ` +
    `${pairs} stories differ visibly from the state before them.`,
);
