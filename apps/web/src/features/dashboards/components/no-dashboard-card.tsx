import { LayoutDashboard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { NewDashboardForm } from './new-dashboard-form';

/** No dashboard to show (docs/product/dashboards.md#choosing-a-dashboard): offers to create one. */
export function NoDashboardCard() {
  const [creating, setCreating] = useState(false);
  return (
    <Card className="mx-auto mt-10 max-w-lg text-center">
      <CardHeader className="items-center">
        <span className="mx-auto mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-accent-50">
          <LayoutDashboard aria-hidden className="h-7 w-7 text-accent-600" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">No Dashboard Selected or Available</h1>
        <CardDescription>Dashboards arrange live widgets of your CRM: contacts, deals, follow-ups and the funnel.</CardDescription>
      </CardHeader>
      <CardContent>
        {creating ? (
          <div className="mx-auto max-w-sm text-left">
            <NewDashboardForm autoFocus />
          </div>
        ) : (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" />
            Create Dashboard
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
