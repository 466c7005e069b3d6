import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { PageLoadError } from './page-load-error';

describe('PageLoadError', () => {
  it("titles the page and says, as an alert, which record failed and the server's reason", () => {
    render(<PageLoadError title="Job Posting" record="job posting" error={new ApiError(500, 'INTERNAL', 'The server is unavailable.')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Job Posting' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this job posting: The server is unavailable.');
  });
});
