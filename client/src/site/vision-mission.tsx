import { common } from "../messages/common.js";
import { contentLang } from "../ui/in-language.js";

interface VisionMissionProps {
  vision: string | null | undefined;
  mission: readonly string[];
  /** The site settings as answered, for the marks of an English vision or mission on a Marathi page. */
  settings?: { fallbackToEnglish?: readonly string[] | null };
  /** Each part in a card of its own (the home page); else plain, under its heading (the institute pages). */
  cards?: boolean;
}

/** The institute's vision (a text) and mission (a list), from the site settings, side by side on a wide screen. */
export function VisionMission({ vision, mission, settings, cards = false }: VisionMissionProps) {
  if (!vision && mission.length === 0) return null;
  const part = cards ? "vision-mission-card" : undefined;
  return (
    <div className="vision-mission">
      {vision ? (
        <section className={part} aria-labelledby="vision-heading">
          <h2 id="vision-heading">{common.vision}</h2>
          <p lang={contentLang(settings, "vision")}>{vision}</p>
        </section>
      ) : null}
      {mission.length > 0 ? (
        <section className={part} aria-labelledby="mission-heading">
          <h2 id="mission-heading">{common.mission}</h2>
          <ul>
            {mission.map((item) => (
              <li key={item} lang={contentLang(settings, "mission")}>
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
