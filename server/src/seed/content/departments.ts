import type { SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// The seven departments and the five diploma programmes. Texts are written for the demo.

/** The seven outcomes every diploma programme names, in plain words. */
const PROGRAMME_OUTCOMES = [
  "Basic and discipline-specific knowledge: apply the knowledge of basic mathematics, science and engineering fundamentals to solve broadly defined engineering problems.",
  "Problem analysis: identify and analyse well-defined engineering problems using codified standard methods.",
  "Design and development of solutions: design solutions for well-defined technical problems and help design system components or processes that meet specified needs.",
  "Engineering tools, experimentation and testing: apply modern engineering tools and appropriate techniques to conduct standard tests and measurements.",
  "Engineering practices for society, sustainability and environment: apply appropriate technology in the context of society, sustainability, environment and ethical practice.",
  "Project management: use engineering management principles individually, as a team member or as a leader to manage projects, and communicate effectively about well-defined engineering activities.",
  "Life-long learning: analyse individual needs and engage in updating in the context of technological change.",
];

const HOD_TITLE = "From the Head of Department's Desk";

/** The content pages of a teaching branch: all twelve of the spec, in its order. */
const ALL_SECTIONS = [
  "about-department",
  "department-portfolio",
  "digital-library",
  "faculties",
  "result-analysis",
  "Various Events",
  "mous",
  "laboratories",
  "curriculum",
  "time-table",
  "news-letter",
  "internal-revenue-generation",
];

export const departments: SeedRecord[] = [
  {
    slug: "computer",
    sections: ALL_SECTIONS,
    name: "Computer Technology",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 1,
    headOfDepartmentTitle: HOD_TITLE,
    description:
      "The Department of Computer Technology offers a three-year diploma with an intake of 60 students. Students learn programming, data structures, databases, networking, operating systems and web and mobile application development in well-equipped laboratories with internet access.\n\n" +
      "Regular expert lectures, industrial visits, internships and project exhibitions help students connect classroom learning with the software industry. Our alumni work as developers, network technicians and system administrators, and many continue to degree courses.",
    vision: "To develop competent computer technicians who use software and hardware skills responsibly for the growth of industry and society.",
    mission: [
      "Provide a strong foundation in programming, networking and database concepts through practical learning.",
      "Expose students to current tools and industry practices through internships, visits and expert lectures.",
      "Encourage teamwork, communication and ethical conduct in every activity.",
      "Motivate students for higher studies, self-employment and lifelong learning.",
    ],
    peos: [
      "Graduates will work as competent technicians in software development, networking and hardware maintenance.",
      "Graduates will adapt to new computing technologies through continued learning and higher studies.",
      "Graduates will work ethically in teams and contribute to society, some as entrepreneurs.",
    ],
    psos: [
      "Develop, test and maintain software applications using modern programming languages and tools.",
      "Install, configure and troubleshoot computer systems and networks.",
    ],
    pos: PROGRAMME_OUTCOMES,
  },
  {
    slug: "civil",
    sections: ALL_SECTIONS,
    name: "Civil Engineering",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 2,
    headOfDepartmentTitle: HOD_TITLE,
    description:
      "The Department of Civil Engineering has offered a diploma programme since the institute was founded. With an intake of 60, it trains students in surveying, building construction, concrete technology, transportation, water resources and estimating and costing.\n\n" +
      "Students gain field experience through survey camps, site visits and in-plant training with construction firms and public works offices in the district.",
    vision: "To produce skilled civil engineering technicians who build safe, sustainable and affordable infrastructure for the region.",
    mission: [
      "Impart sound knowledge of civil engineering practice through classroom, laboratory and field work.",
      "Develop practical skills in surveying, construction, testing of materials and drawing.",
      "Build links with construction industry and government departments for training and placement.",
    ],
    peos: [
      "Graduates will perform supervision, surveying, testing and estimating work on civil engineering projects.",
      "Graduates will follow safe, sustainable and ethical construction practices.",
      "Graduates will keep learning through higher education and professional development.",
    ],
    psos: [
      "Plan and supervise the construction of buildings and other civil structures following codes and drawings.",
      "Carry out surveying, quality tests of construction materials and estimating of civil works.",
    ],
    pos: PROGRAMME_OUTCOMES,
  },
  {
    slug: "mechanical",
    sections: ALL_SECTIONS,
    name: "Mechanical Engineering",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 3,
    headOfDepartmentTitle: HOD_TITLE,
    description:
      "The Department of Mechanical Engineering offers a diploma with an intake of 60 students. The programme covers manufacturing processes, thermal engineering, machine design, fluid power, CAD/CAM and industrial management.\n\n" +
      "Students practise in the workshop and laboratories, take part in industrial visits and in-plant training, and build working models in their final-year projects.",
    vision: "To be a department that develops skilled mechanical technicians ready for modern manufacturing and service industries.",
    mission: [
      "Teach the fundamentals of mechanical engineering with strong emphasis on hands-on practice.",
      "Introduce students to modern manufacturing, CAD/CAM and maintenance practices.",
      "Promote safety, teamwork and entrepreneurship among students.",
    ],
    peos: [
      "Graduates will work in production, maintenance and quality functions of mechanical industries.",
      "Graduates will use modern tools and technologies to solve practical problems.",
      "Graduates will grow professionally through higher studies and continuous learning.",
    ],
    psos: [
      "Operate and maintain machines and thermal equipment safely and efficiently.",
      "Prepare and read engineering drawings and use CAD software for simple designs.",
    ],
    pos: PROGRAMME_OUTCOMES,
  },
  {
    slug: "electrical",
    sections: ALL_SECTIONS,
    name: "Electrical Engineering",
    isTeachingBranch: true,
    nbaAccredited: true,
    sortOrder: 4,
    headOfDepartmentTitle: HOD_TITLE,
    description:
      "The Department of Electrical Engineering offers a diploma with an intake of 60 students. Students study electrical machines, power systems, switchgear and protection, wiring and installation, energy conservation and renewable energy.\n\n" +
      "Laboratories for machines, measurements and power electronics, along with visits to substations and power plants, prepare students for work in utilities and industry.",
    vision: "To prepare competent electrical technicians who supply, use and conserve electrical energy safely for the benefit of society.",
    mission: [
      "Provide thorough knowledge of electrical engineering through theory and practical work.",
      "Train students in safe installation, testing and maintenance of electrical equipment.",
      "Promote energy conservation and renewable energy awareness.",
      "Strengthen industry interaction for training and employment.",
    ],
    peos: [
      "Graduates will install, operate and maintain electrical systems in industry and utilities.",
      "Graduates will follow safety standards and promote efficient use of energy.",
      "Graduates will continue to learn and take up higher studies or self-employment.",
    ],
    psos: [
      "Test, operate and maintain electrical machines, installations and power system equipment.",
      "Apply energy conservation and renewable energy techniques in practical situations.",
    ],
    pos: PROGRAMME_OUTCOMES,
  },
  {
    slug: "electronics",
    sections: ALL_SECTIONS,
    name: "Electronics and Telecommunication",
    isTeachingBranch: true,
    nbaAccredited: false,
    sortOrder: 5,
    headOfDepartmentTitle: HOD_TITLE,
    description:
      "The Department of Electronics and Telecommunication offers a diploma with an intake of 30 students. The programme covers analog and digital electronics, microcontrollers, communication systems, embedded systems and the Internet of Things.\n\n" +
      "Students build circuits and projects in the laboratories and learn from expert sessions and visits to telecommunication and electronics firms.",
    vision: "To develop skilled electronics and telecommunication technicians who can meet the changing needs of industry.",
    mission: [
      "Give students strong basics in electronics and communication through practical learning.",
      "Introduce embedded systems, IoT and modern communication technologies.",
      "Develop problem-solving, teamwork and ethical values in students.",
    ],
    peos: [
      "Graduates will work in installation, testing and maintenance of electronic and communication systems.",
      "Graduates will adapt to new technologies in electronics through continued learning.",
      "Graduates will act responsibly and work well in teams.",
    ],
    psos: [
      "Assemble, test and troubleshoot electronic circuits and communication equipment.",
      "Develop simple embedded and IoT applications using microcontrollers.",
    ],
    pos: PROGRAMME_OUTCOMES,
  },
  {
    slug: "science_humanities",
    sections: ["about-department", "faculties", "laboratories", "Various Events"],
    name: "Science and Humanities",
    isTeachingBranch: false,
    nbaAccredited: false,
    sortOrder: 6,
    headOfDepartmentTitle: HOD_TITLE,
    description:
      "The Department of Science and Humanities teaches the first-year courses common to all programmes: mathematics, physics, chemistry, English and communication skills.\n\n" +
      "The department helps students from rural and Marathi-medium backgrounds settle into technical education, and organises induction programmes, expert lectures, sports and health activities.",
    vision: "To build a strong foundation of science, mathematics and communication skills for every diploma student.",
    mission: [
      "Teach basic sciences and mathematics with emphasis on their use in engineering.",
      "Improve students' communication skills and confidence.",
      "Support the overall development of students through co-curricular activities.",
    ],
    peos: [
      "Students will apply basic science and mathematics to engineering problems.",
      "Students will communicate clearly in speech and writing.",
      "Students will develop discipline, health awareness and social responsibility.",
    ],
    psos: [
      "Use mathematical and scientific methods to analyse simple engineering situations.",
      "Prepare reports and presentations in clear English.",
    ],
    pos: PROGRAMME_OUTCOMES,
  },
  {
    slug: "workshop",
    sections: ["about-department", "faculties", "laboratories", "curriculum"],
    name: "Workshop",
    isTeachingBranch: false,
    nbaAccredited: false,
    sortOrder: 7,
    headOfDepartmentTitle: "From Workshop Superintendent's Desk",
    description:
      "The Workshop gives every first-year student basic hands-on training in fitting, carpentry, welding, sheet metal, smithy and plumbing, and supports the practical work of all departments.\n\n" +
      "Trained instructors supervise each shop, and safety practices are taught from the very first session.",
    vision: "To give every student the practical skills and safe working habits that engineering work demands.",
    mission: [
      "Provide basic training in workshop trades to all first-year students.",
      "Teach safe use of hand tools, machines and equipment.",
      "Support project and maintenance work of all departments.",
    ],
    peos: [
      "Students will use common hand tools and machines safely.",
      "Students will read simple drawings and make jobs to given sizes.",
      "Students will value dignity of labour, teamwork and discipline.",
    ],
    psos: [
      "Perform basic fitting, carpentry, welding and sheet-metal operations.",
      "Follow workshop safety rules and maintain tools properly.",
    ],
    pos: PROGRAMME_OUTCOMES,
  },
];

export const programs: SeedRecord[] = [
  { name: "Computer Technology", department: "computer", intake: 60, sortOrder: 1 },
  { name: "Civil Engineering", department: "civil", intake: 60, sortOrder: 2 },
  { name: "Mechanical Engineering", department: "mechanical", intake: 60, sortOrder: 3 },
  { name: "Electrical Engineering", department: "electrical", intake: 60, sortOrder: 4 },
  { name: "Electronics and Telecommunication", department: "electronics", intake: 30, sortOrder: 5 },
];

/** Names of the departments by slug, for titles of the demo documents. */
export const DEPARTMENT_NAMES: Record<string, string> = Object.fromEntries(
  departments.map((d) => [d.slug as string, d.name as string]),
);

export const TEACHING_SLUGS = ["computer", "civil", "mechanical", "electrical", "electronics"] as const;

export const demoRows: DemoRows = { department: departments, program: programs };
