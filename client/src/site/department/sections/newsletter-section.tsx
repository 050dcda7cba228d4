import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { FileLink } from "../../../ui/file-link.js";
import { HeadedItems } from "../../../ui/headed-items.js";
import type { ListSection } from "../../../ui/headed-list.js";

type Newsletter = NonNullable<DepartmentPageQuery["newsletters"]>["items"][number];

/** News Letter: a list of the department's newsletters, each a PDF opening in a new tab. */
export function NewsletterSection(section: ListSection<Newsletter>) {
  return (
    <HeadedItems {...section} listClassName="newsletter-list">
      {(item) => (
        <FileLink href={item.newsletterPdf} info={item.newsletterPdfInfo}>
          {m.documents.newsletter(item.session)}
        </FileLink>
      )}
    </HeadedItems>
  );
}
