// The institute-wide settings row of the demo site. Fictional contact details.

export const DEMO_INSTITUTE_NAME = "Government Polytechnic, Sakoli";

export const siteSettings = {
  instituteName: DEMO_INSTITUTE_NAME,
  address: "Sakoli, Dist. Bhandara, Maharashtra 441802",
  phone: "07186200123",
  email: "office@gpsakoli.edu.example",
  establishedYear: 1983,
  about:
    "Government Polytechnic, Sakoli was established in 1983 to bring technical education within reach of the " +
    "young people of Bhandara district and the neighbouring rural areas of eastern Vidarbha. The institute offers " +
    "three-year diploma programmes in Computer Technology, Civil, Mechanical, Electrical, and Electronics and " +
    "Telecommunication Engineering, affiliated to the state board of technical education.\n\n" +
    "The campus has well-equipped laboratories and workshops, a central library with a digital section, hostels for " +
    "boys and girls, a gymkhana and a training and placement cell that connects students with industry. Many of its " +
    "alumni work in industry, public services and their own enterprises across the state.",
  vision:
    "To be a centre of excellence in diploma-level technical education that prepares skilled, ethical and " +
    "self-reliant technicians for the development of the region and the nation.",
  mission: [
    "Offer quality technical education through well-planned teaching, practical work and industry exposure.",
    "Develop professional skills, a spirit of enquiry and a sense of social responsibility in every student.",
    "Build lasting partnerships with industry, institutions and the community for training and placement.",
    "Encourage entrepreneurship, lifelong learning and the use of new technology.",
  ],
  facebookUrl: "https://example.org/facebook/gpsakoli",
  instagramUrl: "https://example.org/instagram/gpsakoli",
  youtubeUrl: "https://example.org/youtube/gpsakoli",
  xUrl: "https://example.org/x/gpsakoli",
} as const;
