// What decoding an uploaded image costs in memory (issue 36: a WebP of a few bytes claiming 8000×6250 took the
// server from 170 to 877 MB, three at once to 1.7 GB). Each case runs in a fresh child process that decodes the
// review's image N times at once through decodeImage (what an upload runs), sampling its RSS every 5 ms; it prints
// the RSS before and at its peak, the time taken, and what the uploads got. Not a test: it prints figures.
// Usage: pnpm --filter @bible-admin/server exec tsx scripts/measure-image-memory.ts
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { decodeBudget } from '../src/media/decodeBudget';
import { decodeImage } from '../src/media/decodeImage';

const { values: args } = parseArgs({
  options: { case: { type: 'string' }, at: { type: 'string', default: '1' } },
});

/** The cases: the environment the server would have (over the defaults), or `whole` for the decode before issue 36. */
const CASES: Record<string, Record<string, string> | 'whole'> = {
  'decoded whole and encoded again (before)': 'whole',
  'defaults (24 megapixels)': {},
  'cap raised to 50 megapixels': { IMAGE_MAX_MEGAPIXELS: '50' },
  'cap 50, budget 100 MB (one at a time)': { IMAGE_MAX_MEGAPIXELS: '50', IMAGE_DECODE_BUDGET_MB: '100' },
};

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

async function measure(name: string, at: number): Promise<void> {
  const setting = CASES[name]!;
  const dir = await mkdtemp(path.join(tmpdir(), 'image-memory-'));
  try {
    const image = await sharp({ create: { width: 8000, height: 6250, channels: 3, background: '#808080' } })
      .webp({ lossless: true, effort: 0 })
      .toBuffer();
    const files = await Promise.all(
      Array.from({ length: at }, async (_, index) => {
        const file = path.join(dir, `upload-${index}`);
        await writeFile(file, image);
        return file;
      }),
    );
    const config = setting === 'whole' ? null : loadConfig({ ...setting, DATA_DIR: dir }, dir);
    sharp.cache(false);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const outcomes = await Promise.all(
      files.map((file) =>
        (config
          ? decodeImage(file, config).then((decoded) => `stored ${decoded.width}×${decoded.height}`)
          : sharp(file, { limitInputPixels: false })
              .webp({ quality: 90 })
              .toFile(`${file}.webp`)
              .then((info) => `stored ${info.width}×${info.height}`)
        ).catch((error: Error) => `refused: ${error.message}`),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const lent = config
      ? `, budget lent at most ${mb(decodeBudget(config.imageDecodeBudgetBytes).peak)}`
      : '';
    console.log(
      `${name}, ${at} at once (${image.length} bytes each): RSS ${mb(before)} → peak ${mb(peak)} in ${seconds} s${lent}; ` +
        [...new Set(outcomes)].join('; '),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (args.case) await measure(args.case, Number(args.at));
else
  for (const name of Object.keys(CASES))
    for (const at of ['1', '3'])
      process.stdout.write(
        execFileSync(
          process.execPath,
          ['--import', 'tsx', import.meta.filename, '--case', name, '--at', at],
          {
            encoding: 'utf8',
          },
        ),
      );
