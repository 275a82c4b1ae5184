/**
 * The previous run's figures, kept as a small committed JSON file so the next
 * report can put them beside its own.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Machine} from './machine';
import type {Summary} from './stats';

export const LAST_RUN_FILE = 'benchmarks/last.json';

export interface SavedRun {
  date: string;
  machine: Machine;
  figures: Record<string, Summary>;
}

export function readLastRun(file = LAST_RUN_FILE): SavedRun | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedRun) : null;
}

export function writeLastRun(run: SavedRun, file = LAST_RUN_FILE): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}
