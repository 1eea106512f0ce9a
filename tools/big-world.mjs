// A world file of about `objects` objects: a square room whose every floor
// cell is a hole holding an item, a few robots, the player in a corner.
// Shared by the page benchmark (tools/bench-page.mjs) and the e2e tests.
export function bigWorld(objects) {
  const side = Math.ceil(Math.sqrt(objects)) + 2;
  const rows = [`${side} ${side}`];
  const fillers = [];
  const kinds = ['Item Sword', 'Item GoldenApple', 'Item Shield'];
  let hole = 0;
  for (let y = 0; y < side; y++) {
    const cells = [];
    for (let x = 0; x < side; x++) {
      if (x === 0 || y === 0 || x === side - 1 || y === side - 1) {
        cells.push('W');
      } else {
        hole += 1;
        cells.push(String(hole));
        if (hole === 1) fillers.push(`${hole}. Player`);
        else if (hole % 997 === 0) fillers.push(`${hole}. Mob Robot`);
        else fillers.push(`${hole}. ${kinds[hole % 3]}`);
      }
    }
    rows.push(cells.join(' '));
  }
  return `${rows.join('\n')}\n${fillers.join('\n')}\n`;
}
