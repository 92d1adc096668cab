// Line icons of the quick entries, drawn inline: five antd icons would cost the home ~2 KB of its budget.
const PATHS = {
  signUp: 'M9 3h6v3H9zM6 5h2M16 5h2v16H6V5M9 11h6M9 15h4',
  completionTest: 'M6 3h9l3 3v15H6zM9 13l2 2 4-4',
  survey: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  face: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M9 10h.01M15 10h.01M9 15c1.5 1.3 4.5 1.3 6 0',
  practice: 'M14 4l6 6-3 3-6-6zM11 7l-7 7v6h6l7-7',
} as const;

export type QuickIconName = keyof typeof PATHS;

export function QuickIcon({ name }: { name: QuickIconName }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
