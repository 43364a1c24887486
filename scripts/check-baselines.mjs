// Fails when two visual baselines are byte-identical (a story whose screenshot does not show its own state)
// unless the story declares why (`parameters.sameBaselineAs: 'reason'`, recorded by the test runner), and when a
// baseline belongs to no story. Run after scripts/test-stories.sh, which builds storybook-static.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const baselines = path.join(root, '.storybook', 'baselines');
const declarations = path.join(root, 'test-results', 'baseline-declarations');
const index = JSON.parse(readFileSync(path.join(root, 'storybook-static', 'index.json'), 'utf8'));

const storyIds = new Set(
  Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map((e) => e.id),
);
const declared = new Set(
  existsSync(declarations) ? readdirSync(declarations).map((f) => f.replace(/\.txt$/, '')) : [],
);

const byHash = new Map();
const orphans = [];
for (const file of readdirSync(baselines).filter((f) => f.endsWith('.png'))) {
  const id = file.replace(/-snap\.png$|\.png$/, '');
  if (!storyIds.has(id)) orphans.push(file);
  const hash = createHash('sha256')
    .update(readFileSync(path.join(baselines, file)))
    .digest('hex');
  byHash.set(hash, [...(byHash.get(hash) ?? []), id]);
}

const problems = [];
for (const ids of byHash.values()) {
  if (ids.length < 2) continue;
  // One story of the group may be the original; every other one must say why it looks the same.
  const undeclared = ids.filter((id) => !declared.has(id));
  if (undeclared.length > 1) problems.push(`identical baselines: ${ids.join(', ')}`);
}
for (const file of orphans) problems.push(`baseline of no story: .storybook/baselines/${file}`);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} baseline problem(s). Make each story show its own state, or declare sameBaselineAs.`,
  );
  process.exit(1);
}
console.log(
  `Baselines: ${storyIds.size} stories, ${byHash.size} distinct images, none identical without a reason.`,
);
