import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';

/** A titled card of a record form's fields, in two columns from sm up. */
export function FormSectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}
