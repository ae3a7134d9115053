/** Course-combination options (docs/product.md#course-combinations, docs/product.md#built-in-data). */
export interface CombinationStage {
  label: string;
  courses: readonly string[];
}

export interface CombinationOption {
  id: 'cs-opt1' | 'cs-opt2' | 'cs-opt3' | 'cse-opt2';
  name: string;
  /** The plan in one sentence, shown above it. */
  alt: string;
  /** The plan, stage by stage; each course code links to its notes where the catalog has them. */
  stages: readonly CombinationStage[];
}

export const COMBINATIONS: readonly CombinationOption[] = [
  {
    id: 'cs-opt1',
    name: 'CS Option 1',
    alt: 'CS Option 1 course plan: core programming, then theory and systems, then an AI and networks specialisation.',
    stages: [
      { label: 'Foundation', courses: ['CSE110', 'CSE111', 'CSE230'] },
      { label: 'Core', courses: ['CSE220', 'CSE221', 'CSE260'] },
      { label: 'Systems', courses: ['CSE321', 'CSE340', 'CSE370'] },
      { label: 'Specialisation', courses: ['CSE421', 'CSE422', 'CSE470'] },
    ],
  },
  {
    id: 'cs-opt2',
    name: 'CS Option 2',
    alt: 'CS Option 2 course plan: core programming, then theory, then a graphics and software engineering specialisation.',
    stages: [
      { label: 'Foundation', courses: ['CSE110', 'CSE111', 'CSE230'] },
      { label: 'Core', courses: ['CSE220', 'CSE221', 'CSE331'] },
      { label: 'Systems', courses: ['CSE321', 'CSE370', 'CSE420'] },
      { label: 'Specialisation', courses: ['CSE423', 'CSE470', 'CSE471'] },
    ],
  },
  {
    id: 'cs-opt3',
    name: 'CS Option 3',
    alt: 'CS Option 3 course plan: core programming, then numerical and theory courses, then a data and intelligent systems specialisation.',
    stages: [
      { label: 'Foundation', courses: ['CSE110', 'CSE111', 'CSE230'] },
      { label: 'Core', courses: ['CSE220', 'CSE221', 'CSE330'] },
      { label: 'Systems', courses: ['CSE321', 'CSE370', 'CSE391'] },
      { label: 'Specialisation', courses: ['CSE422', 'CSE470', 'CSE471'] },
    ],
  },
  {
    id: 'cse-opt2',
    name: 'CSE Option 2',
    alt: 'CSE Option 2 course plan: programming and circuits, then digital design and microprocessors, then a hardware specialisation.',
    stages: [
      { label: 'Foundation', courses: ['CSE110', 'CSE111', 'CSE250'] },
      { label: 'Core', courses: ['CSE220', 'CSE251', 'CSE260'] },
      { label: 'Hardware', courses: ['CSE340', 'CSE341', 'CSE350'] },
      { label: 'Specialisation', courses: ['CSE360', 'CSE460', 'CSE461'] },
    ],
  },
];
