// Interface words of /training-placements.
export const trainingPlacementsMessages = {
  heading: "Training and Placement",
  loading: "the training and placement page",
  activitiesHeading: "Activities",
  policyHeading: "Placement Policy",
  teamHeading: "Training and Placement Team",
  teamCaption: "Members of the training and placement cell",
  noTeam: "No team members have been published yet.",
  reportsHeading: "Placement Reports",
  noReports: "No placement report has been published yet.",
  placementsHeading: "Placements in Recent Years",
  portalsHeading: "Placement Portals",
  noPortals: "No portal links have been published yet.",
  notPublished: "Not published yet.",
} as const;
