// Interface words of /accreditation-reports/{page}.
export const accreditationMessages = {
  what: "the reports",
  titles: {
    "nba-accreditation": "NBA Accreditation",
    "eoa-reports": "AICTE Extension of Approval (EoA) Reports",
    "monitoring-reports": "Monitoring Reports",
    "audit-reports": "Audit Reports",
    "aishe-reports": "AISHE Reports",
    "infra-details": "Infrastructure Details",
    "fire-safety": "Fire Safety",
  } as Record<string, string>,
  intros: {
    "monitoring-reports": "The state board's certificate of affiliation of the institute, for each session.",
    "audit-reports": "Open one report or several to read them side by side.",
  } as Record<string, string>,
  eoaTitle: (session: string, department?: string | null) => `Extension of Approval ${session}${department ? ` (${department})` : ""}`,
  monitoringTitle: (session: string) => `State Board Affiliation Certificate ${session}`,
  auditTitle: (session: string) => `Audit Report ${session}`,
  empty: "No reports have been published here yet.",
  notFoundHeading: "Accreditation reports",
  notFound: "There is no accreditation page at this address.",
  menuLabel: "Accreditation reports",
} as const;
