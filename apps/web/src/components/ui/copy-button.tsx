import { Copy } from 'lucide-react';
import { Button } from './button';
import { toast } from './use-toast';

/** Copies `text` to the clipboard and says so (or why it could not). */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: `${what} copied to the clipboard.` });
    } catch {
      toast({ title: 'Copy Failed', description: `Select the ${what.toLowerCase()} and copy it yourself.`, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      <Copy aria-hidden className="h-4 w-4" />
      {label}
    </Button>
  );
}
