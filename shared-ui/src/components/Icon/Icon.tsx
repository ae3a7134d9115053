import { useId, type ReactNode, type SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Names the icon for assistive technology; without it the icon is decorative and hidden. */
  title?: string;
  /** Width and height; defaults to the text size so icons line up with their label. */
  size?: number | string;
}

interface BaseProps extends IconProps {
  children: ReactNode;
}

/** The frame every icon shares: a 24×24 stroke drawing in the current text colour. */
export function Icon({ title, size = '1em', children, ...rest }: BaseProps) {
  const titleId = useId();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      {...rest}
    >
      {title && <title id={titleId}>{title}</title>}
      {children}
    </svg>
  );
}
