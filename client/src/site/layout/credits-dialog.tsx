import type { SiteLayoutQuery } from "../../graphql/generated/graphql.js";
import { LeavesSiteNote } from "../../ui/leaves-site.js";
import { shell } from "../../messages/shell.js";
import { Dialog } from "../../ui/dialog.js";
import { FileLink } from "../../ui/file-link.js";
import { LinkUnlessBroken } from "../../ui/broken-links.js";
import { RowPicture } from "../../ui/row-picture.js";
import { contentLang } from "../../ui/in-language.js";

export type Developer = SiteLayoutQuery["developers"]["items"][number];

/** The footer's credits: one developer's card in a modal, closed by its cross, Escape or the backdrop. */
export function CreditsDialog({ developer, onClose }: { developer: Developer | null; onClose: () => void }) {
  const m = shell.credits;
  return (
    <Dialog open={developer !== null} onClose={onClose} label={developer ? m.dialogLabel(developer.name) : m.close} className="credits-dialog">
      {developer && (
        <>
          <button type="button" className="dialog-close" onClick={onClose} aria-label={m.close}>
            <span aria-hidden="true">×</span>
          </button>
          <div className="credits-card">
            <RowPicture row={developer} field="photoImage" fallbackAlt={m.photoOf(developer.name)} sizes="8rem" className="credits-photo" />
            <div>
              <h2 className="credits-name">{developer.name}</h2>
              <dl className="credits-facts">
                {developer.role && (
                  <>
                    <dt>{m.designation}</dt>
                    <dd lang={contentLang(developer, "role")}>{developer.role}</dd>
                  </>
                )}
                {developer.qualification && (
                  <>
                    <dt>{m.qualification}</dt>
                    <dd>{developer.qualification}</dd>
                  </>
                )}
                {developer.email && (
                  <>
                    <dt>{m.email}</dt>
                    <dd>
                      <a href={`mailto:${developer.email}`}>{developer.email}</a>
                    </dd>
                  </>
                )}
                {developer.phone && (
                  <>
                    <dt>{m.phone}</dt>
                    <dd>
                      <a href={`tel:${developer.phone.replace(/[^\d+]/g, "")}`}>{developer.phone}</a>
                    </dd>
                  </>
                )}
                {developer.skills.length > 0 && (
                  <>
                    <dt>{m.skills}</dt>
                    <dd>
                      <ul className="credits-skills">
                        {developer.skills.map((skill) => (
                          <li key={skill}>{skill}</li>
                        ))}
                      </ul>
                    </dd>
                  </>
                )}
              </dl>
              <p className="credits-links">
                {developer.resumePdf && (
                  <FileLink href={developer.resumePdf} info={developer.resumePdfInfo} className="button-link">
                    {m.downloadResume}
                  </FileLink>
                )}
                {developer.profileLink && (
                  <LinkUnlessBroken href={developer.profileLink} words={m.profile}>
                    <a href={developer.profileLink} target="_blank" rel="noopener noreferrer">
                      {m.profile}
                      <LeavesSiteNote />
                    </a>
                  </LinkUnlessBroken>
                )}
              </p>
            </div>
          </div>
        </>
      )}
    </Dialog>
  );
}
