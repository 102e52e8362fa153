import { useEffect, useRef, useState } from 'react';
import { useMediaKit, useQueue } from '@mediakit/react';
import { reportPlaybackFailure } from '../notice-bus.ts';

/**
 * The queue: what has played (History, issue 19), what plays now and next. Reorder by dragging, or with the keyboard (Alt+↑/↓ on a
 * focused row, or the Up/Down buttons); remove; jump to an item. Uses the public queue editing
 * MediaKit adds beyond the incumbent (`queue.move`, `queue.remove`).
 * A non-modal dialog (a drawer over the page on phones): it takes focus when it opens, closes on
 * Escape, and gives focus back to what opened it (issue 19).
 */
export function QueuePanel({ onClose }: { onClose: () => void }) {
  const music = useMediaKit();
  const { items, position } = useQueue();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const panel = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Remembered at open so closing returns the listener where they were (the Queue button).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const move = (from: number, to: number): void => {
    if (to < 0 || to >= items.length || from === to) return;
    try {
      music.queue.move(from, to);
      setAnnouncement(`Moved ${items[from]?.title ?? 'item'} to position ${to + 1}`);
      requestAnimationFrame(() => rows.current[to]?.focus());
    } catch (error) {
      setAnnouncement(error instanceof Error ? error.message : String(error));
    }
  };

  const remove = (index: number): void => {
    try {
      music.queue.remove(index);
      setAnnouncement(`Removed ${items[index]?.title ?? 'item'}`);
    } catch (error) {
      setAnnouncement(error instanceof Error ? error.message : String(error));
    }
  };

  // "Clear" empties Up Next and keeps what plays now and what has played, as music apps do.
  const clearUpNext = (): void => {
    const count = items.length - (position + 1);
    try {
      for (let index = items.length - 1; index > position; index--) music.queue.remove(index);
      setAnnouncement(`Cleared ${count === 1 ? '1 song' : `${count} songs`} from Up Next`);
    } catch (error) {
      setAnnouncement(error instanceof Error ? error.message : String(error));
    }
  };

  // One row, in History (what has played) or in the queue (what plays now and next); `index` is
  // the row's place in the whole queue, which moves and jumps use.
  const row = (item: (typeof items)[number], index: number) => (
    <li
      key={`${item.id}-${index}`}
      ref={(row) => {
        rows.current[index] = row;
      }}
      tabIndex={-1}
      className={['queue-row', index === position ? 'queue-row--current' : '', dragging === index ? 'queue-row--dragging' : ''].join(' ')}
      draggable
      onDragStart={(event) => {
        setDragging(index);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (dragging !== null) move(dragging, index);
        setDragging(null);
      }}
      onDragEnd={() => setDragging(null)}
      onKeyDown={(event) => {
        if (!event.altKey) return;
        if (event.key === 'ArrowUp') {
          event.preventDefault();
          move(index, index - 1);
        } else if (event.key === 'ArrowDown') {
          event.preventDefault();
          move(index, index + 1);
        }
      }}
      aria-current={index === position ? 'true' : undefined}
    >
      <button type="button" className="queue-row__title" onClick={() => music.changeToMediaAtIndex(index).catch(reportPlaybackFailure)}>
        <span>{item.title}</span>
        <span className="queue-row__artist">{item.artistName}</span>
        <span className="visually-hidden">, position {index + 1}</span>
      </button>
      <span className="queue-row__actions">
        <button type="button" className="icon-chip" onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Move ${item.title} up`}>↑</button>
        <button type="button" className="icon-chip" onClick={() => move(index, index + 1)} disabled={index === items.length - 1} aria-label={`Move ${item.title} down`}>↓</button>
        <button type="button" className="icon-chip" onClick={() => remove(index)} disabled={index === position} aria-label={`Remove ${item.title}`}>✕</button>
      </span>
    </li>
  );

  return (
    <aside
      ref={panel}
      className="queue-panel"
      role="dialog"
      aria-labelledby="queue-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <header className="queue-panel__header">
        <h2 id="queue-title">Queue</h2>
        <span className="row">
          <button type="button" className="chip" onClick={clearUpNext} disabled={position < 0 || position >= items.length - 1} title="Remove every song after the one playing">Clear up next</button>
          <button type="button" className="chip" onClick={onClose} aria-label="Close queue" title="Close queue">Close</button>
        </span>
      </header>
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      {items.length === 0 ? (
        <p className="notice">The queue is empty. Play an album or a song.</p>
      ) : (
        <>
          {position > 0 && (
            <section aria-labelledby="queue-history">
              <h3 id="queue-history" className="queue-panel__subtitle">History</h3>
              <ol className="queue-list queue-list--history" aria-label="History">
                {items.slice(0, position).map((item, index) => row(item, index))}
              </ol>
            </section>
          )}
          <ol className="queue-list" aria-label="Queue items" start={Math.max(position, 0) + 1}>
            {items.slice(Math.max(position, 0)).map((item, offset) => row(item, Math.max(position, 0) + offset))}
          </ol>
        </>
      )}
    </aside>
  );
}
