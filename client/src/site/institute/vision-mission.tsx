import { instituteMessages as m } from "../../messages/institute.js";
import { contentLang } from "../../ui/in-language.js";

/** The institute's vision (a text) and mission (a list), from the site settings. */
/** `settings`: the site settings as answered, for the marks of an English vision or mission on a Marathi page. */
export function VisionMission({ vision, mission, settings }: { vision?: string | null; mission: readonly string[]; settings?: { fallbackToEnglish?: readonly string[] | null } }) {
  if (!vision && mission.length === 0) return null;
  return (
    <section className="vision-mission">
      {vision ? (
        <div>
          <h2>{m.visionHeading}</h2>
          <p lang={contentLang(settings, "vision")}>{vision}</p>
        </div>
      ) : null}
      {mission.length > 0 ? (
        <div>
          <h2>{m.missionHeading}</h2>
          <ul>
            {mission.map((item) => (
              <li key={item} lang={contentLang(settings, "mission")}>
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
