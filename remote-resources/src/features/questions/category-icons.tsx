import { Icon, type IconProps } from '@studyhub/shared-ui';
import type { QuestionIcon } from '../../data/question-categories.ts';

// Local drawings on shared-ui's Icon frame: shared-ui has no exam-paper icons.
const QuizIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
  </Icon>
);
const MidIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="3" width="14" height="18" rx="1" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);
const FinalIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c3 2 9 2 12 0v-5M22 9v6" />
  </Icon>
);
const OtherIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
  </Icon>
);

export const CATEGORY_ICONS: Record<QuestionIcon, (props: IconProps) => React.JSX.Element> = {
  quiz: QuizIcon,
  mid: MidIcon,
  final: FinalIcon,
  other: OtherIcon,
};
