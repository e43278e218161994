// Every storage storageOf() hands out is wrapped here, so a failed operation is seen in one place whoever asked
// for it (an upload, /media/, the display sizes, the sweep, the seed…): the metrics plugin listens and counts
// `college_storage_errors_total{operation}` (metrics.ts), instead of each caller remembering to. What fails is
// passed on unchanged; a listener only watches.
//
// Not failures: a missing file (read, stat and open answer null), and an exclusive put refused because the name is
// taken (EEXIST: the caller's answer to a name collision).
import type { OpenedObject, PresignOptions, PutOptions, Storage, StoredObject } from './types';

/** The operations counted apart: the interface's methods, and `read-stream` for a served file that failed midway. */
export type StorageOperation = Exclude<keyof Storage, 'kind' | 'where' | 'origin'> | 'read-stream';

export type StorageErrorListener = (operation: StorageOperation, error: unknown) => void;

const isNameTaken = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EEXIST';

export class ObservedStorage implements Storage {
  private readonly listeners = new Set<StorageErrorListener>();

  constructor(readonly inner: Storage) {}

  get kind(): Storage['kind'] {
    return this.inner.kind;
  }

  get where(): string {
    return this.inner.where;
  }

  get origin(): string | null {
    return this.inner.origin;
  }

  /** Calls `listener` on every failed operation from now on; answers how to stop (an app that closes). */
  onError(listener: StorageErrorListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private failed(operation: StorageOperation, error: unknown): void {
    if (operation === 'put' && isNameTaken(error)) return;
    for (const listener of this.listeners) listener(operation, error);
  }

  private async watch<T>(operation: StorageOperation, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.failed(operation, error);
      throw error;
    }
  }

  put(key: string, data: Uint8Array, options?: PutOptions): Promise<void> {
    return this.watch('put', () => this.inner.put(key, data, options));
  }

  read(key: string): Promise<Buffer | null> {
    return this.watch('read', () => this.inner.read(key));
  }

  stat(key: string): Promise<StoredObject | null> {
    return this.watch('stat', () => this.inner.stat(key));
  }

  async open(key: string, range?: string): Promise<OpenedObject | null> {
    const opened = await this.watch('open', () => this.inner.open(key, range));
    // A stream that breaks after its headers went (a bucket connection reset) is counted too; whoever reads it
    // handles the error as before.
    opened?.body?.once('error', (error: Error) => this.failed('read-stream', error));
    return opened;
  }

  remove(key: string): Promise<void> {
    return this.watch('remove', () => this.inner.remove(key));
  }

  removeMany(keys: readonly string[]): Promise<void> {
    return this.watch('removeMany', () => this.inner.removeMany(keys));
  }

  removeFolder(prefix: string): Promise<void> {
    return this.watch('removeFolder', () => this.inner.removeFolder(prefix));
  }

  get removeEmptyFolder(): ((prefix: string) => Promise<void>) | undefined {
    const inner = this.inner.removeEmptyFolder?.bind(this.inner);
    return inner && ((prefix: string) => this.watch('removeEmptyFolder', () => inner(prefix)));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    try {
      yield* this.inner.list(prefix);
    } catch (error) {
      this.failed('list', error);
      throw error;
    }
  }

  abortUnfinished(beforeMs: number): Promise<string[]> {
    return this.watch('abortUnfinished', () => this.inner.abortUnfinished(beforeMs));
  }

  presign(key: string, options: PresignOptions): Promise<string | null> {
    return this.watch('presign', () => this.inner.presign(key, options));
  }
}
