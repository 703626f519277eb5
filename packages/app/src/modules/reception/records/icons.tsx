import type { ReactNode } from 'react';

// 16×16 outline icons of the record lists' row actions. Decorative: the button carries the name.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CheckIcon = () => (
  <Icon>
    <path d="m3 8.5 3.2 3L13 4.5" />
  </Icon>
);

export const PrintIcon = () => (
  <Icon>
    <path d="M4.5 6V2h7v4M4.5 11.5h-2v-5h11v5h-2M4.5 9.5h7V14h-7z" />
  </Icon>
);

export const UndoIcon = () => (
  <Icon>
    <path d="M5.5 3 2.5 6l3 3M2.5 6h7a4 4 0 0 1 0 8H6" />
  </Icon>
);

export const CrossIcon = () => (
  <Icon>
    <path d="m4 4 8 8M12 4l-8 8" />
  </Icon>
);

export const ReturnIcon = () => (
  <Icon>
    <path d="M13.5 8h-11M6 4.5 2.5 8 6 11.5" />
  </Icon>
);

export const ForwardIcon = () => (
  <Icon>
    <path d="M2.5 8h11M10 4.5 13.5 8 10 11.5" />
  </Icon>
);

export const NoShowIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <path d="m4.2 11.8 7.6-7.6" />
  </Icon>
);
