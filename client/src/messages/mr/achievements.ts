import type { achievementsMessages as english } from "../en/achievements.js";
import type { Translation } from "../translation.js";

// The page /mr/Achievements/Patents, in Marathi.
export const achievementsMessages: Translation<typeof english> = {
  heading: "संशोधन, प्रकाशने आणि पेटंट",
  tableCaption: "अध्यापकांचे संशोधन आणि प्रकाशने",
  columns: { name: "अध्यापकाचे नाव", designation: "पदनाम", department: "विभाग", moreInfo: "अधिक माहिती" },
  visit: "पाहा",
  visitLabel: (name) => `${name} यांचे संशोधन प्रोफाइल पाहा`,
  empty: "अध्यापकांची माहिती उपलब्ध नाही.",
  loading: "अध्यापकांच्या संशोधनाची यादी",
};
