import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';

const PRIVATE = 0o600;

/** A tar file written entry by entry, each streamed from its source (never a whole file in memory). */
export class TarWriter {
  readonly #pack = tar.pack();
  readonly #written: Promise<void>;

  /** Creates `file` (refused if it exists), mode 0600: it holds what DATA_DIR holds. */
  constructor(file: string, { gzip }: { gzip: boolean }) {
    const output = createWriteStream(file, { flags: 'wx', mode: PRIVATE });
    this.#written = gzip ? pipeline(this.#pack, createGzip(), output) : pipeline(this.#pack, output);
    // Seen by close(); until then a failed write also fails the entry being added.
    this.#written.catch(() => {});
  }

  addText(name: string, text: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.#pack.entry({ name, mode: PRIVATE, mtime: new Date() }, text, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }

  /** Adds a file as it is now; false (nothing added) when it no longer exists. */
  async addFile(name: string, file: string): Promise<boolean> {
    const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return false;
    try {
      const { size, mtime } = await handle.stat();
      const entry = this.#pack.entry({ name, size, mtime, mode: PRIVATE });
      await pipeline(handle.createReadStream({ autoClose: false }), entry);
      return true;
    } finally {
      await handle.close();
    }
  }

  /** Ends the archive and waits until every byte is in the file. */
  async close(): Promise<void> {
    this.#pack.finalize();
    await this.#written;
  }
}
