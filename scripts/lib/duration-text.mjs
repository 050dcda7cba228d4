// How long a step took, for people: "14 min 43 s", rounded to the second first, so that
// 18 min 59.6 s reads "19 min 0 s", never "18 min 60 s".

/** @param {number} ms */
export function minutesAndSeconds(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
