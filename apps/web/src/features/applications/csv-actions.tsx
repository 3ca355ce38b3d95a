import type { ApplicationImportResult } from '@resume/core';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useImportApplications } from './api/application-queries';
import { downloadApplicationsCsv } from './api/application-requests';
import { FailureLine } from './limit';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function ImportReport({ result }: { result: ApplicationImportResult }) {
  const { imported, errors } = result;
  return (
    <div role="status" className="text-sm text-slate-800">
      <p>
        Imported {imported}
        {errors.length > 0 && `; ${plural(errors.length, 'row had errors', 'rows had errors')}`}.
      </p>
      {errors.length > 0 && (
        <ul aria-label="Rows not imported" className="mt-1 list-disc pl-5 text-slate-700">
          {errors.map((e) => (
            <li key={e.row}>
              Row {e.row}: {e.detail}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Export every application as CSV, and import rows from a CSV file (the same columns). */
export function CsvActions() {
  const picker = useRef<HTMLInputElement>(null);
  const importer = useImportApplications();
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  const exportCsv = async () => {
    setExportFailure(null);
    try {
      await downloadApplicationsCsv();
    } catch (error) {
      setExportFailure(failureMessage(error, 'The export failed. Please try again.'));
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()}>
          <Download className="size-4" aria-hidden /> Export CSV
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={importer.isPending}
          onClick={() => picker.current?.click()}
        >
          <Upload className="size-4" aria-hidden /> {importer.isPending ? 'Importing…' : 'Import CSV'}
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".csv,text/csv"
          className="hidden"
          aria-label="CSV file to import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) importer.mutate(file);
          }}
        />
      </div>
      {exportFailure && (
        <p role="alert" className="text-sm text-red-700">
          {exportFailure}
        </p>
      )}
      {importer.data && <ImportReport result={importer.data} />}
      <FailureLine error={importer.error} fallback="The import failed. Please try again." />
    </div>
  );
}
