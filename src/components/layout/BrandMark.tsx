/**
 * The brand mark, drawn in the page: the same shapes as public/favicon.svg (a test keeps them
 * equal). As an <img> of that file it was a request every page made while the page was still
 * loading, beside the post's photo.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#3b82f6" />
      <path d="M8 33Q32 3 56 33" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <path d="M18 54V38.5L32 27.5L46 38.5V54z" fill="#fff" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M32 50.5l-6.6-6.4a4.2 4.2 0 0 1 6.6-5a4.2 4.2 0 0 1 6.6 5z" fill="#14b8a6" />
    </svg>
  );
}
