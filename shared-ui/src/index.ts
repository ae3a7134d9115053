// Components
export { Accordion, type AccordionItem, type AccordionProps } from './components/Accordion/Accordion.tsx';
export { Avatar, initials, type AvatarProps } from './components/Avatar/Avatar.tsx';
export { Badge, type BadgeProps } from './components/Badge/Badge.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button.tsx';
export { Card, type CardProps } from './components/Card/Card.tsx';
export { CategoryBadge, type CategoryBadgeProps } from './components/CategoryBadge/CategoryBadge.tsx';
export { ComplexityBadge, type ComplexityBadgeProps } from './components/ComplexityBadge/ComplexityBadge.tsx';
export { CONFIRM_MESSAGES } from './components/ConfirmDialog/confirm-messages.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.tsx';
export { useConfirm, type ConfirmOptions } from './components/ConfirmDialog/use-confirm.tsx';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/DataTable/DataTable.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { FilterPills, type FilterOption, type FilterPillsProps } from './components/FilterPills/FilterPills.tsx';
export { Highlighted, type HighlightedProps, type HighlightRun } from './components/Highlighted/Highlighted.tsx';
export { Icon, type IconProps } from './components/Icon/Icon.tsx';
export * from './components/Icon/icons.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { ImageWithFallback, type ImageWithFallbackProps } from './components/ImageWithFallback/ImageWithFallback.tsx';
export { PLACEHOLDER_IMAGE } from './components/ImageWithFallback/placeholder.ts';
export { Modal, type ModalProps } from './components/Modal/Modal.tsx';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { StatTile, type StatTileProps } from './components/StatTile/StatTile.tsx';
export { toast, Toaster } from './components/Toaster/Toaster.tsx';
export { TOAST_DURATIONS } from './components/Toaster/toast-options.ts';

// Helpers
export { categoryColor, complexityColor, ordinal, type CategoryColor, type ComplexityColor, type ToneColor } from '@studyhub/shared-api/catalog';
export { formatCardDate, formatLongDate, formatShortDate } from './helpers/date-format.ts';
export type { DateInput } from './helpers/date-input.ts';
export { fromNow, RELATIVE_TIME_THRESHOLDS } from './helpers/relative-time.ts';
export { seededRandom } from './helpers/seeded-random.ts';
export { applyPageHead, type PageHeadInput } from './helpers/page-head.ts';
export { useDocumentTitle } from './helpers/use-document-title.ts';
export { usePageHead } from './helpers/use-page-head.ts';
