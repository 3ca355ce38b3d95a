// The export feature's public surface, for the refine screen's "Download PDF".

export { saveFile } from './api/download-export';
export { DownloadStatus } from './components/download-status';
export { useResumeDownload } from './use-resume-download';
