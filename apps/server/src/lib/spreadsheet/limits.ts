// Limits of the spreadsheet reading path with their defaults, and the refusal it throws (read.ts makes it a 400).
import type { MessageKey } from '@etp/contracts';

/** Limits on what an uploaded workbook may unpack to; every field has a default (`DEFAULT_LIMITS`). */
export interface SpreadsheetLimits {
  /** Entries (files) in the zip. */
  maxEntries: number;
  /** Unpacked bytes of any one entry, the worksheet XML included. */
  maxEntryBytes: number;
  /** Unpacked bytes of xl/sharedStrings.xml (every distinct text of the workbook). */
  maxSharedStringsBytes: number;
  /** Unpacked bytes of all entries together. */
  maxTotalBytes: number;
  /** Unpacked / packed size of one entry above which it is refused as a zip bomb... */
  maxRatio: number;
  /** ...once its unpacked size is above this (tiny entries compress well and are harmless). */
  ratioFloorBytes: number;
  /** Wall-clock time the worker may take before it is stopped. */
  timeoutMs: number;
  /** V8 old-generation heap of the worker, in MB (`resourceLimits.maxOldGenerationSizeMb`). */
  maxHeapMb: number;
}

const MB = 1024 * 1024;

export const DEFAULT_LIMITS: SpreadsheetLimits = {
  maxEntries: 500,
  maxEntryBytes: 20 * MB,
  maxSharedStringsBytes: 10 * MB,
  maxTotalBytes: 50 * MB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MB,
  timeoutMs: 10_000,
  maxHeapMb: 128,
};

/** A refusal with the message key and parameters the caller turns into a 400. */
export class SpreadsheetRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'SpreadsheetRefusal';
  }
}

export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
