export function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 21 4 13a5 5 0 0 1 8-6 5 5 0 0 1 8 6Z" />
    </svg>
  );
}
