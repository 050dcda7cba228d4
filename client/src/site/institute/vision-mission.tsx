import { instituteMessages as m } from "../../messages/institute.js";

/** The institute's vision (a text) and mission (a list), from the site settings. */
export function VisionMission({ vision, mission }: { vision?: string | null; mission: readonly string[] }) {
  if (!vision && mission.length === 0) return null;
  return (
    <section className="vision-mission">
      {vision ? (
        <div>
          <h2>{m.visionHeading}</h2>
          <p>{vision}</p>
        </div>
      ) : null}
      {mission.length > 0 ? (
        <div>
          <h2>{m.missionHeading}</h2>
          <ul>
            {mission.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
