import { categoryColor, categoryLabel } from '@studyhub/shared-api/catalog';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';

export interface CategoryBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  category: string | null | undefined;
}

/** A blog's category, coloured by the rule of docs/product.md#badge-colours (case-insensitive; unknown or none is purple). */
export function CategoryBadge({ category, srPrefix = 'Category', ...rest }: CategoryBadgeProps) {
  return (
    <Badge {...rest} tone={categoryColor(category)} srPrefix={srPrefix}>
      {categoryLabel(category)}
    </Badge>
  );
}
