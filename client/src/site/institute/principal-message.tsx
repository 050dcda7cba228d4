import type { InstituteSharedQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import { contentLang, InEnglishNote } from "../../ui/in-language.js";
import { RowPicture } from "../../ui/row-picture.js";

type Principal = InstituteSharedQuery["principal"]["items"][number];

/** The principal's welcome message, with their photo, name and role. */
export function PrincipalMessage({ message, principal }: { message: InstituteSharedQuery["principalMessage"]; principal?: Principal }) {
  if (!message) return null;
  return (
    <section className="principal-message" aria-labelledby="principal-message-heading">
      <h2 id="principal-message-heading">{(!contentLang(message, "title") && message.title) || m.principalMessage}</h2>
      <div className="principal-message-body">
        {principal ? (
          <figure className="principal-portrait">
            <RowPicture row={principal} field="photoImage" fallbackAlt={principal.name} sizes="10rem" />
            <figcaption>
              <strong>{principal.name}</strong>
              {principal.role ? <span lang={contentLang(principal, "role")}>{principal.role}</span> : null}
            </figcaption>
          </figure>
        ) : null}
        <InEnglishNote lang={contentLang(message, "body")} />
        <MarkdownText text={message.body} lang={contentLang(message, "body")} />
      </div>
    </section>
  );
}
