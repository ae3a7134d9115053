import { NOT_FOUND_PAGE } from '@studyhub/shared-api/catalog';
import { EmptyState, usePageHead } from '@studyhub/shared-ui';
import { Link } from '@studyhub/shared-api';

export function NotFound() {
  usePageHead(NOT_FOUND_PAGE);
  return (
    <EmptyState
      title="Page not found"
      headingLevel={1}
      hint="The page you are looking for does not exist or has moved."
      action={<Link to="/">Back to home</Link>}
    />
  );
}
