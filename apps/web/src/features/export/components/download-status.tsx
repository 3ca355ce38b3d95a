/** What became of the last download, announced to screen readers as it changes. */
export function DownloadStatus({ error, downloaded }: { error: string | null; downloaded: string | null }) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Download failed: {error}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600">
      {downloaded ? `Downloaded ${downloaded}` : ''}
    </p>
  );
}
