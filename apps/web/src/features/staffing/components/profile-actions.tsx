import { useId, useState, type FormEvent } from 'react';
import { RecordCombobox, type RecordChoice } from '../../../components/records/record-combobox';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Field } from '../../../components/ui/field';
import { ModalBody, ModalDialog } from '../../../components/ui/modal-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { profilePdfUrl, useContactChoices, useShareProfile } from '../api/profile-shares';
import { DialogActions } from './dialog-actions';

/**
 * A consultant's client-ready profile (decision 0101): every member downloads it, named or
 * anonymised; admins and sales reps record that they shared it with a client contact.
 */
export function ProfileActions({ consultantId, name, canShare }: { consultantId: string; name: string; canShare: boolean }) {
  const [sharing, setSharing] = useState(false);
  return (
    <div role="group" aria-label="Client profile" className="flex flex-wrap items-center gap-2">
      <a href={profilePdfUrl(consultantId, false)} download className={buttonClasses('outline')}>
        Download profile
      </a>
      <a href={profilePdfUrl(consultantId, true)} download className={buttonClasses('outline')}>
        Download anonymised profile
      </a>
      {canShare ? (
        <>
          <Button variant="outline" onClick={() => setSharing(true)}>
            Share with a contact…
          </Button>
          {sharing ? <ShareDialog consultantId={consultantId} name={name} onClose={() => setSharing(false)} /> : null}
        </>
      ) : null}
    </div>
  );
}

function ShareDialog({ consultantId, name, onClose }: { consultantId: string; name: string; onClose: () => void }) {
  const id = useId();
  const [contact, setContact] = useState<RecordChoice | null>(null);
  const [anonymised, setAnonymised] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const share = useShareProfile(consultantId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!contact) return setProblem('Please choose the contact you share the profile with.');
    setProblem(null);
    try {
      const saved = await share.mutateAsync({ contact_id: contact.id, anonymised, note: note.trim() || null });
      toast({
        title: 'Profile Share Recorded',
        description: `The ${saved.anonymised ? 'anonymised' : 'named'} profile was shared with ${saved.contact_name}.`,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <ModalDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Share the profile of ${name}`}
      description="Keel records which version you shared, with whom and when, on both timelines. Send the downloaded PDF yourself."
    >
      <ModalBody>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Share the profile" className="grid gap-5">
          <Field id={`${id}-contact`} label="Contact">
            <RecordCombobox
              id={`${id}-contact`}
              value={contact}
              onChange={setContact}
              useOptions={useContactChoices}
              listLabel="Contacts"
              placeholder="Search contacts…"
              noun={{ one: 'contact', other: 'contacts' }}
            />
          </Field>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-700">Version</legend>
            {[
              { value: false, label: 'Named: name, e-mail, phone and city' },
              { value: true, label: 'Anonymised: no name or contact details, the country only' },
            ].map((choice) => (
              <label key={String(choice.value)} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-version`}
                  checked={anonymised === choice.value}
                  onChange={() => setAnonymised(choice.value)}
                  className="h-4 w-4 border-slate-300"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <Field id={`${id}-note`} label="Note (optional)">
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} />
          </Field>
          <DialogActions problem={problem} busy={share.isPending} label="Record Share" busyLabel="Recording..." onCancel={onClose} />
        </form>
      </ModalBody>
    </ModalDialog>
  );
}
