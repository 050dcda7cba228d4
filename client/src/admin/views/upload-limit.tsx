import { useQuery } from "@apollo/client/react";
import { createContext, useContext, type ReactNode } from "react";
import { AdminUploadLimitsDocument } from "../../graphql/generated/graphql.js";
import { sizeInWords } from "./upload-progress.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// The server's upload size limit (its UPLOAD_MAX_MB), asked once when the panel opens: file
// inputs say it, and refuse a larger file at once instead of sending it to be refused.

const UploadLimitContext = createContext<number | undefined>(undefined);

/** The largest upload in bytes, or undefined while it is not known yet. */
export const useUploadLimit = () => useContext(UploadLimitContext);

export function UploadLimitProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(AdminUploadLimitsDocument);
  return <UploadLimitContext.Provider value={data?.uploadLimits.maxBytes}>{children}</UploadLimitContext.Provider>;
}

/** A file larger than the limit: what to tell the clerk. Null when the file fits (or the limit is not known). */
export function tooLargeMessage(file: { name: string; size: number }, maxBytes: number | undefined): string | null {
  if (maxBytes === undefined || file.size <= maxBytes) return null;
  return m.tooLarge(file.name, sizeInWords(file.size), sizeInWords(maxBytes));
}
