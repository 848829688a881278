/** A short flying dot from the clicked button to the list badge. */
export function flyToBadge(from: HTMLElement | null) {
  const badge = document.querySelector('.do-list-fab');
  if (!from || !badge || typeof from.animate !== 'function') return;
  const a = from.getBoundingClientRect();
  const b = badge.getBoundingClientRect();
  const dot = document.createElement('span');
  dot.className = 'do-fly-dot';
  dot.style.left = `${a.left + a.width / 2}px`;
  dot.style.top = `${a.top + a.height / 2}px`;
  document.body.appendChild(dot);
  const dx = b.left + b.width / 2 - (a.left + a.width / 2);
  const dy = b.top + b.height / 2 - (a.top + a.height / 2);
  dot
    .animate(
      [{ transform: 'translate(0,0) scale(1)' }, { transform: `translate(${dx}px, ${dy}px) scale(0.4)`, opacity: 0.3 }],
      {
        duration: 600,
        easing: 'cubic-bezier(.5,-0.3,.8,.6)',
      },
    )
    .finished.finally(() => dot.remove());
}
