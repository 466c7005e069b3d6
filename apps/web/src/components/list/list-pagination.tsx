import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  totalCapped: boolean;
  /** Rows on this page (decides "Next" when the total is capped). */
  pageRows: number;
  onPage: (page: number) => void;
}

/** Previous / next with "Page X of Y" (or "Page X" when the total is only known to be 10,000+). */
export function ListPagination({ page, pageSize, total, totalCapped, pageRows, onPage }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = totalCapped ? pageRows === pageSize : page < pages;
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-3">
      <p className="text-sm text-slate-600">
        {totalCapped ? `Page ${page.toLocaleString('en-US')}` : `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="h-4 w-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
