import fs from "node:fs";
import path from "node:path";

/**
 * The data folder holds the database (with the signing secret and every session), the uploads
 * and the backups: the shop's user alone reads it, whatever the umask it was started with and
 * however the folder was made (docs/product/access.md#the-data-folder, docs/decisions/0051).
 */

/** What every entry that writes into the data folder sets first: new folders 0700, new files 0600. */
export const ownerOnlyUmask = 0o077;

/**
 * Modes given where a file or folder is made for the owner alone whatever the umask: backups and
 * exports (their rows hold the shop's secret, password hashes and two-step secrets), and the
 * embedded database's folders.
 */
export const privateFile = 0o600;
export const privateFolder = 0o700;

/** The mode with the group's and others' bits taken off. */
export const ownerOnly = (mode: number): number => mode & ~ownerOnlyUmask;

/** Whether anyone but the owner may read, write or enter it. */
export const openToOthers = (mode: number): boolean => (mode & ownerOnlyUmask) !== 0;

/**
 * Why the start refuses an existing data folder, or undefined: one that another user owns or may
 * write to could already hold files of theirs (a planted database, a lock, a link elsewhere), and
 * taking their bits off would not take those out.
 */
export function dataFolderRefusal(dataDir: string, folder: { mode: number; uid: number }, uid: number): string | undefined {
  if (folder.uid !== uid) {
    return `The data folder ${dataDir} (DATA_DIR) belongs to another user (uid ${folder.uid}), not to the one running the shop (uid ${uid}); start the shop as that user, or give it the folder (chown -R).`;
  }
  if ((folder.mode & 0o022) !== 0) {
    const mode = (folder.mode & 0o777).toString(8).padStart(4, "0");
    return `The data folder ${dataDir} (DATA_DIR) can be written by other users (mode ${mode}); the shop keeps its database and secrets there: check what is in it, then chmod 700 ${dataDir}.`;
  }
  return undefined;
}

/**
 * Takes the group's and others' bits off the data folder and everything in it that the shop's
 * user owns (a folder made by an older version has 0755 folders and 0666 database files); links
 * are not followed. Returns how many it changed.
 */
export function makeOwnerOnly(dataDir: string): number {
  const uid = process.getuid?.();
  let changed = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink() || stat.uid !== uid) return;
    if (openToOthers(stat.mode)) {
      fs.chmodSync(entry, ownerOnly(stat.mode) & 0o7777);
      changed++;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  if (uid !== undefined && fs.existsSync(dataDir)) visit(dataDir);
  return changed;
}
