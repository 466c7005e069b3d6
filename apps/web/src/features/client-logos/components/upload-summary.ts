import type { LogoUploadResult } from '@keel/shared/client-logos';
import { toast } from '../../../components/ui/use-toast';

/** docs/product/texts-and-constants.md#logos: a toast per failed file, then 'Upload Complete' with the counts. */
export function announceUploadResults(results: LogoUploadResult[]) {
  let failures = 0;
  for (const result of results) {
    if (result.ok) continue;
    failures += 1;
    const title = result.stage === 'database' ? `DB Error: ${result.fileName}` : `Upload Failed: ${result.fileName}`;
    toast({ title, description: result.message, variant: 'destructive' });
  }
  const uploaded = results.length - failures;
  toast({
    title: 'Upload Complete',
    description: `${uploaded} logos uploaded successfully.${failures ? ` ${failures} failures.` : ''}`,
    variant: failures ? 'warning' : 'default',
  });
}
