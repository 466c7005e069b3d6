import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_ROWS, IMPORT_ROWS_IN_FLIGHT } from '@keel/shared/data-management';
import { ImportProgressBar, importedShare } from './import-progress';

const progress = (uploaded: number, rows?: number, type: 'progress' | 'done' = 'progress') => ({
  uploaded,
  event:
    rows === undefined
      ? undefined
      : type === 'done'
        ? { type, rows, counts: { created: rows, updated: 0, skipped: 0 } }
        : { type, rows, counts: { created: rows, updated: 0, skipped: 0 }, skipped: [] },
});

describe('import progress', () => {
  it('follows the upload of a large file, less the rows the server may still hold unwritten', () => {
    const total = 100_000;
    expect(importedShare(progress(0.1), total)).toBe(0);
    expect(importedShare(progress(0.5), total)).toBeCloseTo((50_000 - IMPORT_ROWS_IN_FLIGHT) / total);
    expect(importedShare(progress(1, 40_000), total)).toBeCloseTo(Math.max(0.4, (100_000 - IMPORT_ROWS_IN_FLIGHT) / total));
  });

  it('moves with each committed batch of a file of a few batches, and reaches 100 % only when done', () => {
    const total = 3 * IMPORT_BATCH_ROWS;
    expect(importedShare(progress(1), total)).toBe(0); // sent at once: the server is still writing it
    expect(importedShare(progress(1, IMPORT_BATCH_ROWS), total)).toBeCloseTo(1 / 3);
    expect(importedShare(progress(1, total), total)).toBe(0.99);
    expect(importedShare(progress(1, total, 'done'), total)).toBe(1);
  });

  it('shows the percentage and the rows saved', () => {
    render(<ImportProgressBar progress={progress(1, IMPORT_BATCH_ROWS)} total={2 * IMPORT_BATCH_ROWS} />);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(
      screen.getByText(
        `Importing… 50% (${IMPORT_BATCH_ROWS.toLocaleString('en-US')} of ${(2 * IMPORT_BATCH_ROWS).toLocaleString('en-US')} rows saved)`,
      ),
    ).toBeInTheDocument();
  });
});
