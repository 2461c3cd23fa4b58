/**
 * The passphrase of an encrypted backup (docs/decisions/0032): BACKUP_PASSPHRASE, or asked for on
 * the terminal without showing it.
 */
import readline from "node:readline";
import { Writable } from "node:stream";
import { BackupError } from "~db/backup";

/** age derives the key with scrypt, but a short passphrase still falls to guessing offline. */
export const shortestPassphrase = 12;

/** One line typed on the terminal, not echoed. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new BackupError("No terminal to ask for the passphrase: set BACKUP_PASSPHRASE.");
  process.stderr.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve) => lines.question("", resolve));
  } finally {
    lines.close();
    process.stderr.write("\n");
  }
}

/** The passphrase to encrypt a new backup with: typed twice when asked for, and long enough. */
export async function newBackupPassphrase(): Promise<string> {
  let passphrase = process.env.BACKUP_PASSPHRASE;
  if (!passphrase) {
    passphrase = await askHidden("Passphrase for the backup: ");
    if ((await askHidden("The same passphrase again: ")) !== passphrase) throw new BackupError("The two passphrases differ.");
  }
  if (passphrase.length < shortestPassphrase) {
    throw new BackupError(`Choose a passphrase of at least ${shortestPassphrase} characters (a few random words are best).`);
  }
  return passphrase;
}

/** The passphrase of a backup being restored. */
export async function backupPassphrase(): Promise<string> {
  return process.env.BACKUP_PASSPHRASE || (await askHidden("Passphrase of the backup: "));
}
