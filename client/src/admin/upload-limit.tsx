import { gql, type TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { createContext, useContext, type ReactNode } from "react";

// The server's upload size limit (its UPLOAD_MAX_MB), asked once when the panel opens: file
// inputs say it, and refuse a larger file at once instead of sending it to be refused.

export const UPLOAD_LIMITS: TypedDocumentNode<{ uploadLimits: { maxBytes: number } }, Record<string, never>> = gql`
  query AdminUploadLimits {
    uploadLimits { maxBytes }
  }
`;

const UploadLimitContext = createContext<number | undefined>(undefined);

/** The largest upload in bytes, or undefined while it is not known yet. */
export const useUploadLimit = () => useContext(UploadLimitContext);

export function UploadLimitProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(UPLOAD_LIMITS);
  return <UploadLimitContext.Provider value={data?.uploadLimits.maxBytes}>{children}</UploadLimitContext.Provider>;
}

/** A limit as a clerk reads it: "20 MB", "2.5 MB", "500 KB". */
export function limitInWords(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file larger than the limit: what to tell the clerk. Null when the file fits (or the limit is not known). */
export function tooLargeMessage(file: { name: string; size: number }, maxBytes: number | undefined): string | null {
  if (maxBytes === undefined || file.size <= maxBytes) return null;
  const size = limitInWords(file.size);
  return `${file.name} is ${size}, larger than the ${limitInWords(maxBytes)} the server accepts. It was not chosen: please choose a smaller file (for example a photo taken at a lower resolution, or a PDF scanned at a lower quality).`;
}
