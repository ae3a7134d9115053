import { createRequire } from 'node:module';

/**
 * The kernel's whole-file lock on an open file (an OFD lock on Linux, flock on macOS), from
 * `fs-native-extensions`, which ships CommonJS without types: only what data-dir-lock.ts uses.
 */
interface FileLocks {
  /** An exclusive lock; false when another open file holds one. */
  tryLock(fd: number): boolean;
  unlock(fd: number): void;
}

const native = createRequire(import.meta.url)('fs-native-extensions') as FileLocks;

export const tryLock = (fd: number): boolean => native.tryLock(fd);
export const unlock = (fd: number): void => native.unlock(fd);
