import type { ReactNode } from 'react';

// 16×16 outline icons in the style of @pms/ui's own. Decorative: the button carries the name.
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

export const PlusIcon = () => (
  <Icon>
    <path d="M8 3v10M3 8h10" />
  </Icon>
);

export const ReloadIcon = () => (
  <Icon>
    <path d="M13 8a5 5 0 1 1-1.46-3.54M13 2.5v2.25h-2.25" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M10.5 2.75 13.25 5.5 6 12.75H3.25V10Z" />
    <path d="m9 4.25 2.75 2.75" />
  </Icon>
);

export const UnlockIcon = () => (
  <Icon>
    <rect x="3" y="7" width="10" height="6.5" rx="1.25" />
    <path d="M5.5 7V5a2.5 2.5 0 0 1 4.9-.7" />
  </Icon>
);

export const LockIcon = () => (
  <Icon>
    <rect x="3" y="7" width="10" height="6.5" rx="1.25" />
    <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
  </Icon>
);

export const KeyIcon = () => (
  <Icon>
    <circle cx="5.25" cy="10.75" r="2.5" />
    <path d="m7 9 6-6M11 5l1.5 1.5M9.5 6.5 11 8" />
  </Icon>
);

export const DisableIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <path d="m4.1 11.9 7.8-7.8" />
  </Icon>
);

export const EnableIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <path d="m5.5 8.25 1.75 1.75 3.25-3.5" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5M6.75 7v4M9.25 7v4" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.25" />
    <path d="M10.5 5.5V3.75a1.25 1.25 0 0 0-1.25-1.25h-5.5A1.25 1.25 0 0 0 2.5 3.75v5.5a1.25 1.25 0 0 0 1.25 1.25H5.5" />
  </Icon>
);

export const StarIcon = () => (
  <svg width="10" height="10" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="m8 1.5 1.9 4.1 4.5.5-3.4 3 1 4.4L8 11.2l-4 2.3 1-4.4-3.4-3 4.5-.5Z" />
  </svg>
);

export const ExternalIcon = () => (
  <Icon>
    <path d="M9.5 2.5h4v4M13.5 2.5 7.5 8.5M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
  </Icon>
);

/** A checklist: the options a record has ticked (e.g. a room type's features). */
export const ChecklistIcon = () => (
  <Icon>
    <path d="m2.5 4 1.25 1.25L6 3M8.5 4.25h5M2.5 9.5l1.25 1.25L6 8.5M8.5 9.75h5M8.5 13.25h5" />
  </Icon>
);

// Row actions of the reception records (deliver, print, reopen, cancel, return, move on, no-show).
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
