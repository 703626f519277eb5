/** A list with a clock: the change log. Decorative; the button carries the name. */
export const LogIcon = () => (
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
    <path d="M2 3h7M2 7h5M2 11h4" />
    <circle cx="11.5" cy="10.5" r="3" />
    <path d="M11.5 9v1.5l1 1" />
  </svg>
);
