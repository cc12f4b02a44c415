/**
 * A backup or restore that cannot go ahead, for a reason the person running it can act on. The
 * commands print its message alone, without a stack trace.
 */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
