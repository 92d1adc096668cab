// Line icons drawn inline (24 px grid, stroked in the text colour) for the public pages: the antd icon
// package would add its runtime and a request per icon to the portal's first load.
const PATHS = {
  // Quick entries of the portal home.
  signUp: 'M9 3h6v3H9zM6 5h2M16 5h2v16H6V5M9 11h6M9 15h4',
  completionTest: 'M6 3h9l3 3v15H6zM9 13l2 2 4-4',
  survey: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  face: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M9 10h.01M15 10h.01M9 15c1.5 1.3 4.5 1.3 6 0',
  practice: 'M14 4l6 6-3 3-6-6zM11 7l-7 7v6h6l7-7',
  // The portal frame: side panel, header, chat and pictures that failed to load.
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  tool: 'M14 7a4 4 0 1 1 3 3l-9 9a2 2 0 0 1-3-3l9-9',
  service: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
  qrcode: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  top: 'M5 4h14M12 20V8M6 14l6-6 6 6',
  comment: 'M4 5h16v11H9l-5 4zM8 10.5h.01M12 10.5h.01M16 10.5h.01',
  picture: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
} as const;

export type LineIconName = keyof typeof PATHS;

export function LineIcon({ name, size = '1em' }: { name: LineIconName; size?: number | string }) {
  return (
    <svg
      width={size}
      height={size}
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
