import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useCandidateTemplates } from '../api/candidate-mail';
import { CandidateTemplateEditor } from './candidate-template-editor';

/** /recruitment/email-templates: the candidate e-mails recruiters send (built-ins and the firm's own). */
export function CandidateTemplatesPage() {
  const templates = useCandidateTemplates();
  // null: the first template; 'new': a new one.
  const [selected, setSelected] = useState<string | null>(null);
  if (templates.isPending) return <PageLoading label="Loading templates..." />;
  if (templates.error) return <PageLoadError title="E-mail Templates" record="templates" error={templates.error} />;
  const list = templates.data;
  const current = selected === 'new' ? null : (list.find((t) => t.key === selected) ?? list[0] ?? null);
  return (
    <PageShell
      title="E-mail Templates"
      description="The e-mails recruiters send to candidates. Built-in templates can be edited but not deleted."
      actions={
        <Button onClick={() => setSelected('new')}>
          <Plus aria-hidden className="h-4 w-4" /> New Template
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Templates">
          <ul className="space-y-1">
            {list.map((t) => (
              <li key={t.key}>
                <button
                  type="button"
                  aria-current={current?.key === t.key && selected !== 'new' ? 'true' : undefined}
                  onClick={() => setSelected(t.key)}
                  className={clsx(
                    'w-full rounded-md px-3 py-2 text-left text-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                    current?.key === t.key && selected !== 'new'
                      ? 'bg-brand-50 font-semibold text-brand-900'
                      : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {t.name}
                  {t.builtIn ? <span className="ml-2 text-xs text-slate-600">built-in</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <Card>
          <CardContent className="pt-6">
            <CandidateTemplateEditor
              key={selected === 'new' ? 'new' : (current?.key ?? 'none')}
              template={current}
              onSaved={(key) => setSelected(key)}
              onDeleted={() => setSelected(null)}
            />
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
