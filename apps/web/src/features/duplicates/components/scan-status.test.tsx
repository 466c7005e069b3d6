import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuplicateScan } from '@keel/shared/duplicates';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { ScanStatus } from './scan-status';

const done: DuplicateScan = {
  status: 'done',
  step: 3,
  steps: 3,
  pairCount: 1234,
  scannedAt: '2026-11-24T09:30:00.000Z',
  startedAt: '2026-11-24T09:29:40.000Z',
};

describe('the Duplicates page scan line', () => {
  it('names the pairs found and when, with Rescan', async () => {
    const onRescan = vi.fn();
    render(<ScanStatus noun="contacts" scan={done} running={undefined} onRescan={onRescan} />);
    expect(screen.getByText(`Found 1,234 pairs · scanned ${formatDateTime(done.scannedAt!)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rescan' }));
    expect(onRescan).toHaveBeenCalledOnce();
  });

  it('shows the progress of a scan running here, rule by rule', () => {
    render(
      <ScanStatus noun="contacts" scan={done} running={{ event: { type: 'progress', step: 1, steps: 3 } }} onRescan={() => undefined} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Scan progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('Scanning contacts for likely duplicates… step 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rescan' })).toBeNull();
  });

  it('shows a scan started elsewhere as running, and a failed one as failed', () => {
    const { rerender } = render(
      <ScanStatus
        noun="companies"
        scan={{ ...done, status: 'running', step: 2, steps: 4 }}
        running={undefined}
        onRescan={() => undefined}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Scan progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Scanning companies for likely duplicates… step 3 of 4 (started elsewhere)')).toBeInTheDocument();
    rerender(<ScanStatus noun="companies" scan={{ ...done, status: 'failed' }} running={undefined} onRescan={() => undefined} />);
    expect(screen.getByText('The last scan failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rescan' })).toBeInTheDocument();
  });
});
