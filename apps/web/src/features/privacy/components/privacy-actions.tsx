import type { PrivacySubjectKind } from '@keel/shared/privacy';
import { Download, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { exportUrl, useErasePerson } from '../api/privacy';

interface PrivacyActionsProps {
  kind: PrivacySubjectKind;
  id: string;
  /** The person's name as the page shows it; typing it confirms the erase. */
  name: string;
  onErased?: () => void;
}

const sameName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Admin only: 'Export Data' (a zip of everything stored about the person) and 'Erase Personal Data'. */
export function PrivacyActions({ kind, id, name, onErased }: PrivacyActionsProps) {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useErasePerson(kind, id);
  const word = kind === 'applicant' ? 'applicant' : 'contact';

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    try {
      await erase.mutateAsync(typed);
      setOpen(false);
      toast({ title: 'Personal Data Erased', description: `The ${word}'s personal data and files have been erased.` });
      onErased?.();
    } catch (error) {
      toast({ title: 'Erase Failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <>
      <a className={buttonClasses('outline')} href={exportUrl(kind, id)} download>
        <Download aria-hidden className="h-4 w-4" /> Export Data
      </a>
      <ModalDialog
        size="md"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setTyped('');
        }}
        title="Erase Personal Data"
        description={`This replaces the ${word}'s name, contact details and notes, deletes their files and the activities only about them, and cannot be undone.`}
        trigger={
          <Button variant="outline">
            <ShieldOff aria-hidden className="h-4 w-4" /> Erase Personal Data
          </Button>
        }
      >
        <form className="min-h-0 space-y-4 overflow-y-auto px-6 py-4" onSubmit={(e) => void confirm(e)} noValidate>
          <Field
            id={inputId}
            label={
              <>
                Type <strong>{name}</strong> to confirm
              </>
            }
          >
            <Input value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
          </Field>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!sameName(typed, name) || erase.isPending}>
              {erase.isPending ? 'Erasing...' : 'Erase'}
            </Button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
