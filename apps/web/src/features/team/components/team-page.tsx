import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageShell } from '../../../components/page-shell';
import { headerCellClasses } from '../../../components/list/sortable-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTeamMembers } from '../api/list-members';
import { AddMemberForm } from './add-member-form';
import { toastTeamError } from './api-error-toast';
import { MemberRow } from './member-row';

/** Team Management (admin, docs/product/crm.md#team-management): members by full name, Add Member, inline role edit. */
export function TeamPage({ currentUserId }: { currentUserId: string }) {
  const members = useTeamMembers();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (members.error) toastTeamError('Error fetching team members', members.error);
  }, [members.error]);

  return (
    <PageShell
      title="Team Management"
      actions={
        <Button
          variant={adding ? 'outline' : 'primary'}
          onClick={() => setAdding((open) => !open)}
          aria-expanded={adding}
          aria-controls="add-member-panel"
        >
          {adding ? <X aria-hidden className="h-4 w-4" /> : <Plus aria-hidden className="h-4 w-4" />}
          {adding ? 'Close' : 'Add Member'}
        </Button>
      }
    >
      {adding ? (
        <Card id="add-member-panel" className="mb-6">
          <CardHeader>
            <CardTitle className="text-lg">Add Member</CardTitle>
          </CardHeader>
          <CardContent>
            <AddMemberForm onAdded={() => setAdding(false)} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <div className="relative overflow-x-auto">
          {/* Below 640 px each member is a card (labelled fields, actions in view), not a table that scrolls sideways. */}
          <table className="min-w-full divide-y divide-slate-200 text-sm max-sm:block">
            <caption className="sr-only">Team members</caption>
            <thead className="bg-slate-50 max-sm:hidden">
              <tr>
                {['Name', 'Email', 'Role', 'Phone'].map((h) => (
                  <th key={h} scope="col" className={headerCellClasses}>
                    {h}
                  </th>
                ))}
                <th scope="col" className={`${headerCellClasses} text-right`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 max-sm:block max-sm:divide-y-0">
              {members.isPending ? (
                <tr>
                  <td colSpan={5} className="px-4 py-12 text-center">
                    <Spinner label="Loading team members..." showLabel />
                  </td>
                </tr>
              ) : (
                members.data?.map((member) => <MemberRow key={member.id} member={member} isSelf={member.id === currentUserId} />)
              )}
            </tbody>
          </table>
        </div>
      </Card>
    </PageShell>
  );
}
