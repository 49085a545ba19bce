import type { ReactNode, SVGProps } from 'react';

export type IconComponent = (props: SVGProps<SVGSVGElement>) => ReactNode;

/** Line icons drawn on a 24px grid; decorative, so hidden from assistive technology. */
function icon(paths: ReactNode): IconComponent {
  return function Icon(props) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const SparklesIcon = icon(
  <>
    <path d="M11 3l1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9z" />
    <path d="M18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
  </>,
);
export const PictureIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9.5 9" />
  </>,
);
export const PortraitIcon = icon(
  <>
    <rect x="3.5" y="3" width="17" height="18" rx="3" />
    <circle cx="12" cy="10" r="3.2" />
    <path d="M6.8 19a5.6 5.6 0 0 1 10.4 0" />
  </>,
);
export const NarrationIcon = icon(
  <>
    <path d="M4 9.5v5h3.5L12 18.5v-13L7.5 9.5z" />
    <path d="M15.5 9a4.2 4.2 0 0 1 0 6" />
    <path d="M18.2 6.5a7.8 7.8 0 0 1 0 11" />
  </>,
);
export const MicrophoneIcon = icon(
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0" />
    <path d="M12 17.5V21" />
  </>,
);
export const LibraryIcon = icon(
  <>
    <rect x="3.5" y="4" width="4" height="16" rx="1" />
    <rect x="9.5" y="4" width="4" height="16" rx="1" />
    <path d="M15.6 6.2l3.7-1 3.4 13.6-3.7 1z" />
  </>,
);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
  </>,
);
export const MoonIcon = icon(<path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z" />);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
