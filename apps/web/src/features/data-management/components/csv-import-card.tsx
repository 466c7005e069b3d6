import { DATA_KIND_INFO } from '@keel/shared/data-kinds';
import {
  BACKGROUND_IMPORT_ROWS,
  DATA_TEXTS,
  type DataKind,
  type DryRunResult,
  type RowWarning,
  type SkippedRow,
} from '@keel/shared/data-management';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, ListChecks, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { auditKeys } from '../api/audit-log';
import { backgroundImportKeys, startBackgroundImport } from '../api/background-imports';
import { dryRunImport } from '../api/dry-run';
import { type ImportProgress, importCsvFile, type ImportSettings } from '../api/import-csv-file';
import { importHistoryKeys } from '../api/import-history';
import { rememberedMapping, rememberMapping } from '../api/import-mapping';
import type { TextEncoding } from '@keel/shared/import-files/text-encoding';
import { type CsvPreview, isCsvFile, previewDateOrder } from '../preview/preview-csv';
import { readPreview } from '../preview/read-preview';
import { BackgroundImportPanel } from './background-import-panel';
import { DryRunPanel } from './dry-run-result';
import { DEFAULT_CHOICES, ImportChoices, type ImportChoiceValues } from './import-choices';
import { ImportPreview } from './import-preview';
import { ImportProgressBar } from './import-progress';
import { type ImportOutcome, ImportResult } from './import-result';

/** Our wording (decision 0059): a large file handed to the background job. */
const BACKGROUND_STARTED = (records: number, file: string) =>
  `${records.toLocaleString('en-US')} records of ${file} are being imported in the background. You can leave this page: its progress stays here.`;

const TEXTS: Record<DataKind, { title: string; description: string; hint: string; invalidate: string[][] }> = {
  contacts: {
    title: 'Import Contacts',
    description:
      'Contacts are matched by email: new emails are added, existing contacts are updated when a field differs. Tags are separated by semicolons.',
    hint: 'A .csv file with a header row (any encoding; comma, semicolon or tab separated), or a .vcf of contact cards; an email is required.',
    invalidate: [['contacts']],
  },
  companies: {
    title: 'Import Companies',
    description:
      'Companies are matched by name (any case) or website domain: new ones are added, existing ones are updated when a field differs. Tags are separated by semicolons.',
    hint: 'A .csv file with a header row (any encoding; comma, semicolon or tab separated); a name column is required.',
    invalidate: [['companies']],
  },
  deals: {
    title: 'Import Deals',
    description:
      'Deals are matched by name and company. Each is linked to its company by name and its contact by email (both created when missing) and placed in the funnel stage its file names.',
    hint: 'A .csv file with a header row (any encoding; comma, semicolon or tab separated); a name column is required.',
    invalidate: [['funnel'], ['companies'], ['contacts']],
  },
};

/**
 * Import Contacts (docs/product/data-import-export.md#csv-import: no file → file parsed → import runs and clears it), and
 * companies and deals (decision 0027). The browser previews the file and maps its columns (matched
 * automatically, or as this user mapped the same headers before); the server imports it in
 * batches and reports progress.
 */
export function CsvImportCard({ kind = 'contacts' }: { kind?: DataKind }) {
  const texts = TEXTS[kind];
  const info = DATA_KIND_INFO[kind];
  const keyLabel = info.key === 'email' ? 'Email' : 'Name';
  const queryClient = useQueryClient();
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<CsvPreview>();
  const [columns, setColumns] = useState<(string | null)[]>([]);
  const [choices, setChoices] = useState<ImportChoiceValues>(DEFAULT_CHOICES);
  const [dryRun, setDryRun] = useState<DryRunResult>();
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<ImportProgress>();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const importing = progress !== undefined;

  async function load(file: File, encoding?: TextEncoding) {
    if (!isCsvFile(file)) {
      toast({ title: DATA_TEXTS.invalidTypeTitle, description: DATA_TEXTS.csvOnly, variant: 'destructive' });
      return;
    }
    setReading(true);
    setPreview(undefined);
    setDryRun(undefined);
    try {
      const loaded = await readPreview(file, kind, encoding);
      const remembered = await rememberedMapping(kind, loaded.headers).catch(() => null);
      const auto = loaded.matched.map((field) => (field && info.fields.includes(field) ? field : null));
      const mapped = remembered?.length === loaded.headers.length ? remembered : auto;
      setColumns(mapped);
      const order = previewDateOrder(loaded, mapped, info.dates);
      setChoices((c) => ({ ...c, dateOrder: order === 'dmy' ? 'dmy' : 'mdy' }));
      setPreview(loaded);
      if (!encoding) toast({ title: 'File Loaded', description: DATA_TEXTS.fileLoaded(loaded.records, file.name) });
    } catch (error) {
      toast({ title: DATA_TEXTS.importErrorTitle, description: DATA_TEXTS.parseFailed(errorMessage(error)), variant: 'destructive' });
    } finally {
      setReading(false);
    }
  }

  // A change of mapping or choices makes the last dry run stale.
  const changeColumns = (next: (string | null)[]) => {
    setColumns(next);
    setDryRun(undefined);
  };
  const changeChoices = (next: ImportChoiceValues) => {
    setChoices(next);
    setDryRun(undefined);
  };
  const settings = (loaded: CsvPreview): ImportSettings => ({ encoding: loaded.layout.encoding, ...choices });

  /** Decision 0056: what the import would do, with nothing written. */
  async function runDryRun() {
    if (!preview || preview.records === 0) {
      toast({ title: DATA_TEXTS.noDataTitle, description: DATA_TEXTS.noImportData, variant: 'destructive' });
      return;
    }
    setChecking(true);
    try {
      setDryRun(await dryRunImport(kind, preview.file, columns, settings(preview)));
    } catch (error) {
      toast({ title: DATA_TEXTS.importErrorTitle, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  }

  async function runImport() {
    if (!preview || preview.records === 0) {
      toast({ title: DATA_TEXTS.noDataTitle, description: DATA_TEXTS.noImportData, variant: 'destructive' });
      return;
    }
    const { file } = preview;
    setOutcome(undefined);
    setProgress({ uploaded: 0, event: undefined });
    try {
      await rememberMapping(kind, preview.headers, columns).catch(() => undefined); // for the next file with these headers
      if (preview.records > BACKGROUND_IMPORT_ROWS) {
        // A large file imports as a background job (decision 0059): stored, then followed from the server.
        await startBackgroundImport(kind, file, columns, settings(preview), (uploaded) => setProgress({ uploaded, event: undefined }));
        toast({ title: 'Import Started', description: BACKGROUND_STARTED(preview.records, file.name) });
        setPreview(undefined);
        setDryRun(undefined);
        return;
      }
      const events = await importCsvFile(kind, file, columns, setProgress, settings(preview));
      const skipped: SkippedRow[] = events.flatMap((e) => (e.type === 'progress' ? e.skipped : []));
      const warnings: RowWarning[] = events.flatMap((e) => (e.type === 'progress' ? (e.warnings ?? []) : []));
      const last = events.at(-1)!;
      const { created, updated, skipped: skippedCount } = last.counts;
      if (last.type === 'failed') {
        toast({ title: DATA_TEXTS.importStoppedTitle, description: last.message, variant: 'destructive', duration: 15_000 });
        setOutcome({
          fileName: file.name,
          counts: last.counts,
          skipped,
          warnings,
          keyLabel,
          headers: preview.headers,
          stopped: last.message,
        });
      } else {
        toast({ title: 'Import Complete', description: DATA_TEXTS.imported(created, updated, skippedCount, info.plural) });
        setOutcome({ fileName: file.name, counts: last.counts, skipped, warnings, keyLabel, headers: preview.headers });
      }
      setPreview(undefined); // docs/product/data-import-export.md#csv-import: the import clears the loaded data
      setDryRun(undefined);
    } catch (error) {
      toast({ title: DATA_TEXTS.importErrorTitle, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setProgress(undefined);
      for (const queryKey of texts.invalidate) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      void queryClient.invalidateQueries({ queryKey: importHistoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: backgroundImportKeys.all });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FileDropZone
          inputLabel="CSV file to import"
          accept=".csv,.tsv,.txt,.vcf,text/csv,text/vcard"
          icon={FileSpreadsheet}
          prompt="Drag and drop a CSV file here, or"
          pickLabel="choose a file"
          hint={texts.hint}
          onFiles={([file]) => void load(file)}
          disabled={reading || importing}
        />
        {reading ? <Spinner label="Reading file..." showLabel /> : null}
        {preview && !importing ? (
          <ImportPreview
            kind={kind}
            preview={preview}
            columns={columns}
            onColumnsChange={changeColumns}
            onEncodingChange={(encoding) => void load(preview.file, encoding)}
          >
            <ImportChoices
              kind={kind}
              value={choices}
              onChange={changeChoices}
              askDateOrder={previewDateOrder(preview, columns, info.dates) === 'ambiguous'}
            />
          </ImportPreview>
        ) : null}
        {dryRun && preview && !importing ? <DryRunPanel kind={kind} result={dryRun} /> : null}
        {progress && preview ? <ImportProgressBar progress={progress} total={preview.records} /> : null}
        <div className="flex flex-wrap gap-3">
          {preview && !importing ? (
            <Button variant="outline" onClick={() => void runDryRun()} disabled={reading || checking}>
              {checking ? <Spinner size="sm" label="Checking..." /> : <ListChecks aria-hidden className="h-4 w-4" />}
              {checking ? 'Checking...' : 'Preview changes'}
            </Button>
          ) : null}
          <Button onClick={() => void runImport()} disabled={reading || importing || checking}>
            {importing ? <Spinner size="sm" label="Importing..." /> : <Upload aria-hidden className="h-4 w-4" />}
            {importing ? 'Importing...' : 'Import'}
          </Button>
          {preview && !importing ? (
            <Button
              variant="outline"
              onClick={() => {
                setPreview(undefined);
                setDryRun(undefined);
              }}
            >
              <X aria-hidden className="h-4 w-4" /> Clear
            </Button>
          ) : null}
        </div>
        {outcome ? <ImportResult outcome={outcome} /> : null}
        <BackgroundImportPanel kind={kind} />
      </CardContent>
    </Card>
  );
}
