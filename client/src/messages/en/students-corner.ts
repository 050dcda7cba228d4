// Interface words of /students-corner/{page}.
export const studentsCornerMessages = {
  what: "the student corner",
  titles: {
    "conduct-discipline": "Conduct and Discipline",
    scholarship: "Scholarship",
    "fee-structure": "Fee Structure",
    "enrolled-std": "Enrolled Students",
  } as Record<string, string>,
  documentsHeading: "Documents",
  noDocuments: "No documents have been published here yet.",
  noNotices: "No scholarship notices have been published yet.",
  menuLabel: "Student corner",
  notFoundHeading: "Student corner",
  notFound: "There is no student corner page at this address.",
} as const;
