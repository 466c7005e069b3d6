/** A promise the test opens when it chooses: holds back a server answer, or tells that a request came (no timers). */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
