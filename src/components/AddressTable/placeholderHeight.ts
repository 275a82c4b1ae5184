/**
 * The height an address table stands in with while it is off screen: the
 * tables skip layout and paint until they near the viewport
 * (`content-visibility: auto`), which saves much of a long page's
 * main-thread work on its first load. The browser keeps a table's real
 * height once it has been laid out; this estimate only sizes the scroll bar
 * and the positions below a table before then, so it follows what makes a
 * table tall: its rows, and the per-chain cells of a contract published on
 * several chains.
 */
import type {TableRow} from '@site/src/data/addresses/tableRows';

/** The header row, in rem. */
const HEADER = 3;
/** A row's name, address and check, in rem. */
const ROW = 5;
/** A chain section's heading row, in rem. */
const CHAIN_HEADING = 2.5;
/** Each per-chain cell of a multi-chain row (its chain name and badge on a line), in rem. */
const CHAIN_CELL = 2.2;

/** Estimated height in rem at a desktop width; narrow screens stack the rows as cards and scale it (styles.module.css). */
export function placeholderHeightRem(rows: readonly TableRow[]): number {
  let height = HEADER;
  for (const row of rows) {
    height += ROW + (row.heading ? CHAIN_HEADING : 0);
    if (row.onChains.length > 0) height += CHAIN_CELL * (row.onChains.length + 1);
  }
  return Math.round(height * 10) / 10;
}
