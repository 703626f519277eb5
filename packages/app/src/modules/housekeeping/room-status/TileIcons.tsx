/** A wrench: report a fault. Decorative; the button carries the name. */
export const FaultIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M10.5 2.2a3.2 3.2 0 0 0-3.9 4.2L2.3 10.7a1.3 1.3 0 0 0 1.8 1.8l4.3-4.3a3.2 3.2 0 0 0 4.2-3.9l-1.9 1.9-1.6-.4-.4-1.6z" />
  </svg>
);

/** A bottle: the room's minibar. Decorative; the link carries the name. */
export const MinibarIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6.5 1.5h3M7 1.5v3L5.5 6.5v7.5h5V6.5L9 4.5v-3" />
    <path d="M5.5 9h5" />
  </svg>
);
