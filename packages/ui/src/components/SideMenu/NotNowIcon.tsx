import type { SVGProps } from 'react';

export interface NotNowIconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'role'> {
  /** What the icon means, e.g. 'Not available yet'; it becomes part of the link's name. */
  label: string;
}

/** The close icon the spec shows on menu entries flagged notNow. */
export function NotNowIcon({ label, ...rest }: NotNowIconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      role="img"
      aria-label={label}
      focusable="false"
      {...rest}
    >
      <title>{label}</title>
      <circle cx="8" cy="8" r="6.25" strokeWidth="1.25" />
      <path d="m5.75 5.75 4.5 4.5M10.25 5.75l-4.5 4.5" />
    </svg>
  );
}
