/** Previous-year question categories (docs/product.md#previous-year-questions, docs/product.md#built-in-data). */
export const QUESTION_COMPLEXITIES = ['Easy', 'Medium', 'Hard', 'Varied'] as const;
export type QuestionComplexity = (typeof QUESTION_COMPLEXITIES)[number];

export const QUESTION_ICONS = ['quiz', 'mid', 'final', 'other'] as const;
export type QuestionIcon = (typeof QUESTION_ICONS)[number];

export interface QuestionCategory {
  id: 'quiz' | 'mid' | 'final' | 'other';
  title: string;
  icon: QuestionIcon;
  complexity: QuestionComplexity;
  description: string;
  /** Number of question sets in the folder. */
  sets: number;
}

/** The drive folder of each category is deploy-time config: see public/drive-links.json. */
export const QUESTION_CATEGORIES: readonly QuestionCategory[] = [
  { id: 'quiz', title: 'Quiz Papers', icon: 'quiz', complexity: 'Easy', sets: 35, description: 'Short class quizzes from earlier semesters, good for a quick check before a test.' },
  { id: 'mid', title: 'Mid Term Papers', icon: 'mid', complexity: 'Medium', sets: 48, description: 'Mid-term examinations across the core courses, with a mix of theory and problems.' },
  { id: 'final', title: 'Final Exam Papers', icon: 'final', complexity: 'Hard', sets: 42, description: 'Full final examinations to rehearse under exam conditions.' },
  { id: 'other', title: 'Other Question Sets', icon: 'other', complexity: 'Varied', sets: 23, description: 'Assignments, lab tests and practice sheets that do not fit the other folders.' },
];
