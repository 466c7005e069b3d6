import { type FormEvent, useState } from 'react';

interface ReasonChoiceProps {
  /** The fieldset's legend, e.g. 'Lost reason'. */
  legend: string;
  /** The radio group's name (one per dialog). */
  name: string;
  reasons: ReadonlyArray<{ key: string; label: string }>;
  chosen: string | null;
  onChoose: (key: string) => void;
  /** Shown (as an alert) when the user went on without choosing. */
  missing: string | null;
}

/**
 * One reason from a list kept by admins (a lost deal's, decision 0060; a rejection's, decision
 * 0078), as radio buttons: arrow keys choose; the first takes the focus, so the dialog is answered
 * from the keyboard at once.
 */
export function ReasonChoice({ legend, name, reasons, chosen, onChoose, missing }: ReasonChoiceProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={missing ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {reasons.map((reason, index) => (
          <label key={reason.key} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
            <input
              type="radio"
              name={name}
              value={reason.key}
              autoFocus={index === 0}
              checked={chosen === reason.key}
              onChange={() => onChoose(reason.key)}
              className="h-4 w-4 accent-accent-700"
            />
            {reason.label}
          </label>
        ))}
      </div>
      {missing ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {missing}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The state of a ReasonChoice form: the reason chosen, whether the user went on without one, and the form's submit. */
export function useReasonChoice(onConfirm: (key: string) => void) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    chosen,
    missing,
    choose: (key: string) => (setChosen(key), setMissing(false)),
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (chosen === null) setMissing(true);
      else onConfirm(chosen);
    },
  };
}
