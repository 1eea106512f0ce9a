// The huge worlds of issue 29 that the measuring tools (bench-huge.mjs,
// hostile-cases.mjs) open in the page, written here and never checked in,
// and how a key is timed in them.

/** A square dungeon of about `entities` entities, as examples/key_cost.rs
 *  builds it: walls around and in rows, treasure, wood, arrows, switches and
 *  boulders between them, the player in the middle of an open row. */
export function bigDungeon(entities) {
  const side = Math.floor(Math.sqrt(entities));
  const mid = Math.floor(side / 2);
  const rows = [{ type: 'player', x: mid, y: mid }, { type: 'exit', x: side - 2, y: mid }];
  const kinds = ['wall', 'treasure', 'wood', 'arrow', 'switch', 'boulder'];
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (y === mid && x > 0 && x < side - 1) continue;
      const border = x === 0 || y === 0 || x === side - 1 || y === side - 1;
      rows.push({ type: border ? 'wall' : kinds[(x * 7 + y * 3) % 6], x, y });
    }
  }
  return JSON.stringify({
    entities: rows,
    'goal-condition': { goal: 'AND', subgoals: [{ goal: 'exit' }, { goal: 'treasure' }] },
  });
}

/** A world file of a corridor whose second cell holds `items` swords. */
export function hoard(items) {
  return '7 3\nW W W W W W W\nW 1 2 . . . W\nW W W W W W W\n1. Player\n' + '2. Item Sword\n'.repeat(items);
}

/** Presses `keys` in turn, `count` keys in all, in the page (a keydown the
 *  game handles at once), and times each from the key to the end of the
 *  second frame after it (the turn played and drawn). Timed in the page: a
 *  snapshot of such a world costs more than what is measured. */
export const timeKeys = (page, keys, count) => page.evaluate(async ({ keys, count }) => {
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const times = [];
  for (let i = 0; i < count; i++) {
    const code = keys[i % keys.length];
    const t0 = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { code, key: code.slice(3).toLowerCase(), bubbles: true }));
    await frame();
    await frame();
    times.push(performance.now() - t0);
  }
  return times;
}, { keys, count });
