/**
 * Built-in courses for the handwritten-notes pages: the notes pages list them, and the server names
 * them in each page's head and the sitemap (docs/decisions/0038).
 */
export const COMPLEXITIES = ['Easy', 'Medium', 'Hard'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export const RESOURCE_LEVELS = ['All', 'Medium', 'Less'] as const;
export type ResourceLevel = (typeof RESOURCE_LEVELS)[number];

export const IMPORTANCES = ['Core', 'Required', 'Elective'] as const;
export type Importance = (typeof IMPORTANCES)[number];

export interface Course {
  id: string;
  title: string;
  complexity: Complexity;
  resources: ResourceLevel;
  importance: Importance;
  /** Number of placeholder files; 5 when missing. */
  files?: number;
  description: string;
}

export const COURSES: readonly Course[] = [
  { id: 'cse110-python', title: 'CSE110: Programming Languages I [PYTHON]', complexity: 'Easy', resources: 'All', importance: 'Core', files: 12, description: 'First steps in programming with Python: variables, branching, loops, functions and simple lists.' },
  { id: 'cse110-java', title: 'CSE110: Programming Languages I [JAVA]', complexity: 'Medium', resources: 'All', importance: 'Core', files: 15, description: 'The same first programming course taught in Java, with static types, methods and arrays.' },
  { id: 'cse111', title: 'CSE111: Programming Languages II', complexity: 'Medium', resources: 'All', importance: 'Core', files: 18, description: 'Object-oriented programming: classes, inheritance, polymorphism and exception handling.' },
  { id: 'cse220', title: 'CSE220: Data Structures', complexity: 'Hard', resources: 'All', importance: 'Core', files: 22, description: 'Linked lists, stacks, queues, trees, heaps and hashing, with worked traces of each operation.' },
  { id: 'cse221', title: 'CSE221: Introduction to Algorithms', complexity: 'Hard', resources: 'Medium', importance: 'Core', files: 16, description: 'Asymptotic analysis, divide and conquer, greedy methods, dynamic programming and graph algorithms.' },
  { id: 'cse230', title: 'CSE230: Discrete Mathematics', complexity: 'Medium', resources: 'All', importance: 'Core', files: 14, description: 'Logic, proofs, sets, relations, counting and recurrence relations for computer scientists.' },
  { id: 'cse250', title: 'CSE250: Circuits and Electronics', complexity: 'Medium', resources: 'Medium', importance: 'Required', files: 10, description: 'DC and AC circuit analysis: Ohm and Kirchhoff laws, network theorems and transient response.' },
  { id: 'cse251', title: 'CSE251: Electronic Devices and Circuits', complexity: 'Medium', resources: 'Medium', importance: 'Required', files: 12, description: 'Diodes, transistors and amplifiers, from device behaviour to small-signal models.' },
  { id: 'cse260', title: 'CSE260: Digital Logic Design', complexity: 'Medium', resources: 'All', importance: 'Core', files: 15, description: 'Boolean algebra, logic minimisation, combinational and sequential circuits.' },
  { id: 'cse320', title: 'CSE320: Data Communications', complexity: 'Medium', resources: 'Medium', importance: 'Required', files: 14, description: 'Signals, encoding, multiplexing, error detection and the physical and data-link layers.' },
  { id: 'cse321', title: 'CSE321: Operating Systems', complexity: 'Hard', resources: 'All', importance: 'Core', files: 20, description: 'Processes, threads, scheduling, synchronisation, memory management and file systems.' },
  { id: 'cse330', title: 'CSE330: Numerical Methods', complexity: 'Medium', resources: 'Less', importance: 'Elective', files: 9, description: 'Root finding, interpolation, numerical integration and error analysis.' },
  { id: 'cse331', title: 'CSE331: Automata and Computability', complexity: 'Hard', resources: 'Medium', importance: 'Required', files: 12, description: 'Finite automata, regular expressions, context-free grammars and Turing machines.' },
  { id: 'cse340', title: 'CSE340: Computer Architecture', complexity: 'Hard', resources: 'Medium', importance: 'Core', files: 16, description: 'Instruction sets, pipelining, hazards, caches and the memory hierarchy.' },
  { id: 'cse341', title: 'CSE341: Microprocessors', complexity: 'Medium', resources: 'All', importance: 'Required', files: 18, description: 'Microprocessor organisation, assembly programming and interrupts.' },
  { id: 'cse350', title: 'CSE350: Digital Electronics and Pulse Techniques', complexity: 'Hard', resources: 'Less', importance: 'Elective', files: 10, description: 'Logic families, wave shaping, multivibrators and timing circuits.' },
  { id: 'cse360', title: 'CSE360: Computer Interfacing', complexity: 'Medium', resources: 'Medium', importance: 'Required', files: 12, description: 'Connecting processors to peripherals: ports, timers, serial links and sensors.' },
  { id: 'cse370', title: 'CSE370: Database Systems', complexity: 'Medium', resources: 'All', importance: 'Core', files: 15, description: 'Relational model, SQL, normalisation, indexing and transactions.' },
  { id: 'cse420', title: 'CSE420: Compiler Design', complexity: 'Hard', resources: 'Medium', importance: 'Required', files: 14, description: 'Lexing, parsing, semantic analysis and code generation for a small language.' },
  { id: 'cse421', title: 'CSE421: Computer Networks', complexity: 'Medium', resources: 'All', importance: 'Core', files: 18, description: 'The Internet protocol stack: routing, transport protocols and application protocols.' },
  { id: 'cse422', title: 'CSE422: Artificial Intelligence', complexity: 'Hard', resources: 'All', importance: 'Core', files: 20, description: 'Search, adversarial games, constraint satisfaction, logic and an introduction to learning.' },
  { id: 'cse423', title: 'CSE423: Computer Graphics', complexity: 'Hard', resources: 'Medium', importance: 'Elective', files: 16, description: 'Rasterisation, transformations, projection, shading and the rendering pipeline.' },
  { id: 'cse460', title: 'CSE460: VLSI Design', complexity: 'Hard', resources: 'Less', importance: 'Elective', files: 10, description: 'CMOS logic, layout, timing and the design flow of integrated circuits.' },
  { id: 'cse461', title: 'CSE461: Introduction to Robotics', complexity: 'Hard', resources: 'Less', importance: 'Elective', files: 12, description: 'Kinematics, sensors, actuators and control of simple mobile robots.' },
  { id: 'cse470', title: 'CSE470: Software Engineering', complexity: 'Medium', resources: 'All', importance: 'Core', files: 15, description: 'Requirements, design, testing and team processes for building software.' },
  { id: 'cse471', title: 'CSE471: System Analysis and Design', complexity: 'Medium', resources: 'Medium', importance: 'Required', files: 14, description: 'Modelling information systems with use cases, data flow and UML diagrams.' },
  // The 27th course: not in the reference list, added as a plausible course of the same curriculum.
  { id: 'cse391', title: 'CSE391: Programming for the Internet', complexity: 'Medium', resources: 'Medium', importance: 'Elective', files: 11, description: 'Building web pages and services: HTML, CSS, JavaScript and a first server-side framework.' },
];

export const DEFAULT_FILE_COUNT = 5;

export function findCourse(id: string): Course | undefined {
  return COURSES.find((course) => course.id === id.toLowerCase());
}
