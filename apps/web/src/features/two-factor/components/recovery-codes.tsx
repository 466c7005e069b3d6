import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { downloadTextFile } from '../../../lib/download-text-file';

/** The one-time recovery codes: shown once, to be kept somewhere safe: copied or downloaded as a file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `Keel recovery codes (each signs you in once)\n\n${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="recovery-codes-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id="recovery-codes-title" className="text-sm font-semibold text-slate-900">
        Recovery codes
      </h3>
      <p className="mt-1 text-sm text-slate-700">Each signs you in once if you lose your phone. Save them now: they are not shown again.</p>
      <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label="Copy codes" what="The recovery codes" />
        <Button variant="outline" size="sm" onClick={() => downloadTextFile('keel-recovery-codes.txt', text, 'text/plain;charset=utf-8')}>
          <Download aria-hidden className="h-4 w-4" />
          Download codes
        </Button>
      </div>
    </section>
  );
}
