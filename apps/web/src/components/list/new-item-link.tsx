import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';

/** A list page's call to add a record ('Add New Company'), a link styled as the primary button. */
export function NewItemLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Icon aria-hidden className="h-4 w-4" />
        {children}
      </Link>
    </Button>
  );
}
