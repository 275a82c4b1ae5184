/**
 * The index files a search reads, each loaded once: the word shards (with
 * their terms in order, and by stem once a lookup asks) and the chunks of
 * section texts.
 */
import {
  type Chunk,
  type ChunkSection,
  chunkFile,
  chunkIndexOf,
  type Manifest,
  type Shard,
  shardFile,
} from './shardFormat';
import {stem} from './stem';

/** Reads a file of the index by its path inside the index folder. */
export type IndexLoader = (path: string) => Promise<unknown>;

export class ShardCache {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly shardTerms = new Map<string, string[]>();
  private readonly shardStems = new Map<string, Map<string, string[]>>();
  private readonly knownShards: Set<string>;

  constructor(
    private readonly manifest: Manifest,
    private readonly load: IndexLoader,
  ) {
    this.knownShards = new Set(manifest.shards);
  }

  /** Loads a file once; a failed load is forgotten so the next query retries it. */
  private file<T>(path: string): Promise<T> {
    let pending = this.files.get(path);
    if (!pending) {
      pending = this.load(path);
      pending.catch(() => this.files.delete(path));
      this.files.set(path, pending);
    }
    return pending as Promise<T>;
  }

  async shard(key: string): Promise<Shard> {
    if (!this.knownShards.has(key)) return {};
    const shard = await this.file<Shard>(shardFile(key));
    if (!this.shardTerms.has(key)) this.shardTerms.set(key, Object.keys(shard).sort());
    return shard;
  }

  /** The terms of a loaded shard in order; none for a shard not loaded or not in the index. */
  termsOf(key: string): string[] {
    return this.shardTerms.get(key) ?? [];
  }

  /** The terms of a shard by stem (built on first use). */
  stemsOf(key: string): Map<string, string[]> {
    let stems = this.shardStems.get(key);
    if (!stems) {
      stems = new Map();
      for (const term of this.termsOf(key)) {
        const root = stem(term);
        const list = stems.get(root);
        if (list) list.push(term);
        else stems.set(root, [term]);
      }
      this.shardStems.set(key, stems);
    }
    return stems;
  }

  async chunkSection(id: number): Promise<ChunkSection> {
    const {chunkSections} = this.manifest;
    const chunk = await this.file<Chunk>(chunkFile(chunkIndexOf(id, chunkSections)));
    return chunk[id % chunkSections]!;
  }
}
