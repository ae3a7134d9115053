export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button.tsx';
export { Card, type CardProps } from './components/Card/Card.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { toast, Toaster } from './components/Toaster/Toaster.tsx';
export { TOAST_DURATIONS } from './components/Toaster/toast-options.ts';
