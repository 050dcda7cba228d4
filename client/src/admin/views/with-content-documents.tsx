import { useEffect, useState, type ReactNode } from "react";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { loadContentDocuments, loadedContentDocuments, type ContentDocuments } from "./content-documents.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";
import { typeLabel } from "../../messages/admin-registry.js";

// A content type's view once its typed documents are here: they come in a small chunk per type,
// asked for when a view of the type first opens (and kept), so the admin chunk does not carry
// every type's documents. Until then a progress bar; if the chunk cannot be fetched, a plain line.

export function WithContentDocuments({ spec, children }: { spec: ContentTypeSpec; children: (documents: ContentDocuments) => ReactNode }) {
  const [documents, setDocuments] = useState(() => loadedContentDocuments(spec));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (documents) return;
    let current = true;
    loadContentDocuments(spec).then(
      (arrived) => current && setDocuments(arrived),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [spec, documents]);
  if (documents) return children(documents);
  if (failed) {
    return (
      <p role="alert" className="admin-error">
        {m.pageNotLoaded}
      </p>
    );
  }
  return <div className="admin-progress" role="progressbar" aria-label={m.loadingPage(typeLabel(spec))} />;
}
