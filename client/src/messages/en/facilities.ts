// Interface words of /facilities/{facility}; the texts, pictures and documents are content.
export const facilitiesMessages = {
  loading: "the facility",
  notFoundHeading: "Facility not found",
  notFound: "There is no such facility. Please choose one from the Academics menu.",
  noText: "The details of this facility have not been published yet.",
  sliderLabel: (name: string) => `Photos of the ${name.toLowerCase()}`,
  galleryHeading: "Photo gallery",
  galleryHint: "Choose a photo to see it larger.",
  openPhoto: (caption: string) => `Open the photo "${caption}" in a larger view`,
  documentsHeading: "Girls Hostel Committee",
  noDocuments: "No committee document has been published yet.",
} as const;
