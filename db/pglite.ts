import fs from "node:fs";
import { PGlite, types, type PGliteOptions, type QueryOptions, type Results } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { ownerOnly, privateFolder } from "~db/data-folder";

/**
 * The types Drizzle's PGlite driver asks to get as PostgreSQL writes them (it parses them itself):
 * timestamps, dates, intervals and arrays of them (its `queryConfig`).
 */
const keptAsWritten: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asWritten = (value: string) => value;

function onlyKeptAsWritten(parsers: NonNullable<QueryOptions["parsers"]>): boolean {
  for (const key in parsers) if (!keptAsWritten.includes(Number(key))) return false;
  return true;
}

/**
 * Drizzle sends those parsers with every query, and PGlite merges them into a copy of its own
 * table of 300-odd parsers each time: about 150 kB of garbage per query, a fifth of all a
 * back-office page allocates (decision 0049). This client holds them in its own table from the
 * start, so a query that asks for nothing more reads the table as it is.
 */
class ShopPglite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.parsers && onlyKeptAsWritten(options.parsers)) options = { ...options, parsers: undefined };
    return super.query<T>(query, params, options);
  }
}

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions["preRun"]>[number]>[0];
type Attributes = { mode?: number };
/** The parts of Emscripten's NODEFS that give a file on disk its mode. */
type NodeFsModes = {
  node_ops: { mknod(parent: unknown, name: string, mode: number, dev: number): unknown; setattr(node: unknown, attr: Attributes): void };
  stream_ops: { setattr(stream: unknown, attr: Attributes): void };
};

const withoutOthers = (attr: Attributes): Attributes => (attr.mode === undefined ? attr : { ...attr, mode: ownerOnly(attr.mode) });

/**
 * PGlite's files on disk, readable by the shop's user only. Its WebAssembly file system creates
 * each file with the mode PostgreSQL asks for (0666 for those of a new database) and then sets it
 * again with chmod, which no umask reaches: here every mode it creates or sets loses the group's
 * and others' bits (docs/decisions/0051).
 */
class OwnerOnlyNodeFS extends NodeFS {
  constructor(dataDir: string) {
    // NodeFS makes a missing folder with the process's umask.
    fs.mkdirSync(dataDir, { recursive: true, mode: privateFolder });
    super(dataDir);
  }

  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const ownerOnlyModes = (mod: PostgresModule) => {
      const { node_ops: nodeOps, stream_ops: streamOps } = mod.NODEFS as unknown as NodeFsModes;
      const { mknod, setattr } = nodeOps;
      const setStreamAttr = streamOps.setattr;
      nodeOps.mknod = (parent, name, mode, dev) => mknod.call(nodeOps, parent, name, ownerOnly(mode), dev);
      nodeOps.setattr = (node, attr) => setattr.call(nodeOps, node, withoutOthers(attr));
      streamOps.setattr = (stream, attr) => setStreamAttr.call(streamOps, stream, withoutOthers(attr));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnlyModes, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/**
 * The shop's embedded database client, with the extensions its migrations use. A `dataDir` is a
 * folder on disk (the shop's are never `memory://` or `idb://`).
 */
export async function createPglite({ dataDir, ...options }: PGliteOptions = {}): Promise<PGlite> {
  const onDisk = dataDir === undefined ? undefined : new OwnerOnlyNodeFS(dataDir);
  const client = new ShopPglite({ ...options, fs: onDisk, extensions: { pg_trgm, ...options.extensions } });
  await client.waitReady;
  // After waitReady: PGlite's start gives every array type its own parser, over any given before.
  for (const type of keptAsWritten) client.parsers[type] = asWritten;
  return client;
}
