import { shell } from "../../messages/shell.js";
import { contentLang } from "../../ui/in-language.js";

interface VisionMissionProps {
  vision: string | null | undefined;
  mission: readonly string[];
  /** The heading level of "Vision" and "Mission", so the block fits the page's outline. */
  level?: 2 | 3;
  /** The site settings as answered, for the marks of an English vision or mission on a Marathi page. */
  settings?: { fallbackToEnglish?: readonly string[] | null };
}

/** The vision text and the list of mission items, side by side on a wide screen. */
export function VisionMission({ vision, mission, level = 2, settings }: VisionMissionProps) {
  const Heading = `h${level}` as const;
  if (!vision && mission.length === 0) return null;
  return (
    <div className="vision-mission">
      {vision && (
        <section className="vision-mission-card" aria-labelledby="vision-heading">
          <Heading id="vision-heading">{shell.home.vision}</Heading>
          <p lang={contentLang(settings, "vision")}>{vision}</p>
        </section>
      )}
      {mission.length > 0 && (
        <section className="vision-mission-card" aria-labelledby="mission-heading">
          <Heading id="mission-heading">{shell.home.mission}</Heading>
          <ul>
            {mission.map((item) => (
              <li key={item} lang={contentLang(settings, "mission")}>
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
