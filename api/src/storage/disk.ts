// Stored files in a folder (MEDIA_ROOT), the default. Several processes (or machines, on shared storage) may use
// the same folder: every write is whole or not at all (a temporary name, then a rename), and the orphan sweep takes
// a temporary file a crash left behind.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import parseRange from 'range-parser';
import { type ByteRange, isSafeKey, type OpenedObject, type PutOptions, SINGLE_RANGE, type Storage, type StoredObject } from './types';

/** What a write leaves behind when the process dies between writing and renaming: `<file>.<12 hex>.tmp`. */
export const TEMPORARY_FILE = /^(.+)\.[0-9a-f]{12}\.tmp$/;

const gone = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export class DiskStorage implements Storage {
  readonly kind = 'disk' as const;
  readonly origin = null;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  get where(): string {
    return this.root;
  }

  /** The file of a key, or null for one that would lead outside the root. */
  file(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  private fileOf(key: string): string {
    const file = this.file(key);
    if (!file) throw new Error(`not a stored file's name: ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, data: Uint8Array, options: PutOptions = {}): Promise<void> {
    const target = this.fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    if (options.exclusive) {
      try {
        await writeFile(target, data, { flag: 'wx', mode: 0o644 });
      } catch (error) {
        // A write that fails part way (a full disk) leaves part of a file no caller knows the name of.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(target).catch(() => undefined);
        throw error;
      }
      return;
    }
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.file(key);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (error) {
      if (gone(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    if (!file) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { key, size: info.size, modifiedMs: info.mtimeMs } : null;
    } catch (error) {
      if (gone(error)) return null;
      throw error;
    }
  }

  async open(key: string, rangeHeader?: string): Promise<OpenedObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const opened = { size: info.size, modifiedMs: info.modifiedMs, etag: `"${info.size.toString(16)}-${Math.floor(info.modifiedMs).toString(16)}"` };
    const parsed = rangeHeader && SINGLE_RANGE.test(rangeHeader) ? parseRange(info.size, rangeHeader) : -2;
    if (parsed === -1) return { ...opened, range: null }; // outside the file: no body, a 416
    const range: ByteRange | null = Array.isArray(parsed) ? { start: parsed[0].start, end: parsed[0].end } : null;
    return { ...opened, range, body: createReadStream(this.fileOf(key), range ?? {}) };
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    if (!file) return; // never outside MEDIA_ROOT
    try {
      await unlink(file);
    } catch (error) {
      if (!gone(error)) throw error;
    }
  }

  async removeMany(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.remove(key)));
  }

  async removeFolder(prefix: string): Promise<void> {
    const folder = this.file(prefix);
    if (folder) await rm(folder, { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const start = prefix === '' ? this.root : this.file(prefix);
    if (!start) return;
    const folders = [start];
    while (folders.length) {
      const folder = folders.pop()!;
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if (gone(error)) continue;
        throw error;
      }
      for (const entry of entries) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          folders.push(full);
        } else if (entry.isFile()) {
          const key = path.relative(this.root, full).split(path.sep).join('/');
          try {
            const info = await stat(full);
            yield { key, size: info.size, modifiedMs: info.mtimeMs };
          } catch (error) {
            if (!gone(error)) throw error; // removed meanwhile (by its own process)
          }
        }
      }
    }
  }

  /** Removes the folders left empty under `prefix/` (after a sweep), keeping the root. */
  async removeEmptyFolder(prefix: string): Promise<void> {
    const folder = this.file(prefix);
    if (folder) await rmdir(folder).catch(() => undefined);
  }

  async abortUnfinished(): Promise<string[]> {
    return [];
  }

  async presign(): Promise<string | null> {
    return null;
  }
}
