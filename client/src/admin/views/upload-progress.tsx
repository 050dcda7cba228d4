import { useCallback, useId, useState } from "react";
import type { UploadProgress } from "../shell/upload-fetch.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

/** Bytes in words a clerk reads: "340 KB", "2.4 MB", "20 MB". */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/** A form's upload progress: null until files start going out, and a listener for the upload link. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const onUploadProgress = useCallback((next: UploadProgress) => setProgress(next), []);
  const clear = useCallback(() => setProgress(null), []);
  return { progress, onUploadProgress, clear };
}

/** A labelled progress bar while a form's files are sent, then a word that the server is saving them. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const id = useId();
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  const done = progress.loaded >= progress.total;
  return (
    <div className="admin-upload-progress">
      <label htmlFor={id}>{done ? m.filesSent : m.sendingFiles(percent, sizeInWords(progress.total))}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
