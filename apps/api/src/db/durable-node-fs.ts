import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
/** Emscripten's Node filesystem as far as this file touches it: the operations on an open file. */
interface NodeFsStreamOps {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
}

/**
 * PGlite's data directory on the real disk, where PostgreSQL's fsync reaches the disk.
 *
 * PGlite runs PostgreSQL compiled to WebAssembly. Its files live on the disk through Emscripten's
 * Node filesystem, which writes each block with a plain write() but has no fsync: PostgreSQL's calls
 * to fsync() return at once and nothing is flushed, so a power cut could lose a commit that was
 * already answered. This filesystem gives those calls a real fsync(2) of the same file. fdatasync()
 * stays a no-op in Emscripten, so the database must be started with `wal_sync_method=fsync`
 * (openPglite does). Checkpoints sync data files and directories through the same call.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<EmscriptenOptions>): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (module) => {
        // Emscripten's types describe filesystems in general; the Node one keeps its file's descriptor as nfd.
        const nodeFs = module.NODEFS as unknown as NodeFsStreamOps;
        nodeFs.stream_ops.fsync = (stream) => {
          fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return { emscriptenOpts };
  }
}
