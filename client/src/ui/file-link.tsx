import type { ReactNode } from "react";
import { common } from "../messages/common.js";
import { UnavailableLink, useIsBrokenLink } from "./broken-links.js";
import { fileSizeText, fileTypeName } from "./file-size.js";

/** What the server records about a stored file (FileInfo in the API). */
export interface FileInfoLike {
  contentType: string;
  bytes: number;
}

interface FileLinkProps {
  href: string;
  children: ReactNode;
  info?: FileInfoLike | null | undefined;
  className?: string;
}

/** A link to a stored file that opens in a new tab, says so to screen readers, and shows the
 *  file's type and size when known: "Prospectus (PDF, 1.2 MB)". A file the link check found
 *  missing is its words only ("Prospectus (link not available)"). */
export function FileLink({ href, children, info, className }: FileLinkProps) {
  if (useIsBrokenLink()(href)) return <UnavailableLink>{children}</UnavailableLink>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? "file-link"}>
      {children}
      {info ? (
        <span className="file-link-info">
          {" "}
          ({fileTypeName(info.contentType)}, {fileSizeText(info.bytes)})
        </span>
      ) : null}
      <span className="visually-hidden"> {common.opensInNewTab}</span>
    </a>
  );
}
