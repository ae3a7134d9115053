import { complexityColor } from '@studyhub/shared-api/catalog';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';

export interface ComplexityBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  complexity: string;
}

/** A course's or question set's complexity: easy green, medium orange, hard red, other blue (docs/product.md#badge-colours). */
export function ComplexityBadge({ complexity, srPrefix = 'Complexity', ...rest }: ComplexityBadgeProps) {
  return (
    <Badge {...rest} tone={complexityColor(complexity)} srPrefix={srPrefix}>
      {complexity}
    </Badge>
  );
}
