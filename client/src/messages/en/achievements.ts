// Interface words of /Achievements/Patents (the content comes from the database).
export const achievementsMessages = {
  heading: "Research, Publication and Patents",
  tableCaption: "Faculty research and publications",
  columns: { name: "Faculty Name", designation: "Designation", department: "Department", moreInfo: "More Info" },
  visit: "Visit",
  visitLabel: (name: string) => `Visit the research profile of ${name}`,
  empty: "No faculty data available !!",
  loading: "the faculty research list",
} as const;
