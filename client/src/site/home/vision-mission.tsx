import { shell } from "../../messages/shell.js";

interface VisionMissionProps {
  vision: string | null | undefined;
  mission: readonly string[];
  /** The heading level of "Vision" and "Mission", so the block fits the page's outline. */
  level?: 2 | 3;
}

/** The vision text and the list of mission items, side by side on a wide screen. */
export function VisionMission({ vision, mission, level = 2 }: VisionMissionProps) {
  const Heading = `h${level}` as const;
  if (!vision && mission.length === 0) return null;
  return (
    <div className="vision-mission">
      {vision && (
        <section className="vision-mission-card" aria-labelledby="vision-heading">
          <Heading id="vision-heading">{shell.home.vision}</Heading>
          <p>{vision}</p>
        </section>
      )}
      {mission.length > 0 && (
        <section className="vision-mission-card" aria-labelledby="mission-heading">
          <Heading id="mission-heading">{shell.home.mission}</Heading>
          <ul>
            {mission.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
