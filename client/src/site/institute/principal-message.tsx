import type { InstitutePageQuery } from "../../graphql/generated/graphql.js";
import { instituteMessages as m } from "../../messages/institute.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import { altLang, contentLang, InEnglishNote } from "../../ui/in-language.js";
import { Picture } from "../../ui/picture.js";
import { pictureAlt } from "../../ui/picture-alt.js";

type Principal = InstitutePageQuery["principal"]["items"][number];

/** The principal's welcome message, with their photo, name and role. */
export function PrincipalMessage({ message, principal }: { message: InstitutePageQuery["principalMessage"]; principal?: Principal }) {
  if (!message) return null;
  return (
    <section className="principal-message" aria-labelledby="principal-message-heading">
      <h2 id="principal-message-heading">{(!contentLang(message, "title") && message.title) || m.principalMessage}</h2>
      <div className="principal-message-body">
        {principal ? (
          <figure className="principal-portrait">
            {principal.photoImage ? (
              <Picture
                src={principal.photoImage}
                info={principal.photoImageInfo}
                alt={pictureAlt(principal.photoImageAltText, principal.name)}
                lang={altLang(principal, "photoImageAltText")}
                sizes="10rem"
              />
            ) : null}
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
