// A screen reader can follow the game: Chromium's accessibility tree shows
// the page's live regions — the menu's line following the cursor, each
// turn's messages after a fight, the surroundings on T, a death at once —
// and snapshot().menu is the menu as drawn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

// A Robot next to the player: the first step east is a fight.
const DUEL = `6 3
W W W W W W
W 1 2 . . W
W W W W W W
1. Player
2. Mob Robot
`;

/** The text of each live region as Chromium's accessibility tree has it:
 *  { log: [paragraphs…], alert: '…', menu: '…' }. */
async function liveRegions(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const prop = (n, name) => n.properties?.find((p) => p.name === name)?.value?.value;
  const text = (n) => {
    if (n.role?.value === 'StaticText') return n.name?.value ?? '';
    return (n.childIds ?? []).map((id) => byId.get(id)).filter(Boolean).map(text).join('');
  };
  const live = (n) => n && !n.ignored && prop(n, 'live');
  const roots = nodes.filter((n) => live(n) && !live(byId.get(n.parentId)));
  const log = roots.find((n) => n.role?.value === 'log');
  const alert = roots.find((n) => n.role?.value === 'alert');
  const menu = roots.find((n) => n !== log && n !== alert && prop(n, 'live') === 'polite');
  assert.ok(log, `a polite log in the tree among ${roots.map((n) => n.role?.value)}`);
  assert.equal(prop(log, 'live'), 'polite');
  if (alert) assert.equal(prop(alert, 'live'), 'assertive');
  const paragraphs = (log.childIds ?? []).map((id) => byId.get(id)).filter(Boolean).map(text);
  return {
    log: paragraphs.filter((t) => t !== ''),
    alert: alert ? text(alert) : '',
    menu: menu ? text(menu) : '',
  };
}

test('the menu is announced as its cursor moves, and snapshot().menu is what is drawn', async () => {
  const { page, problems } = await browser.open();
  const items = await page.evaluate(() => window.roguelike.menuItems());
  let snap = await snapshot(page);
  assert.deepEqual(snap.menu.items, items);
  assert.equal(snap.menu.selected, 0);
  assert.equal(snap.menu.shortcuts.length, items.length, 'each line has its digit or null');
  assert.equal((await liveRegions(page)).menu, `${items[0]}, 1 of ${items.length}`);
  await press(page, 'ArrowDown');
  snap = await snapshot(page);
  assert.deepEqual([snap.menu.items, snap.menu.selected], [items, 1]);
  assert.equal((await liveRegions(page)).menu, `${items[1]}, 2 of ${items.length}`);
  await press(page, 'ArrowUp', 'ArrowUp');
  snap = await snapshot(page);
  assert.equal(snap.menu.selected, items.length - 1, 'the cursor wraps');
  assert.equal((await liveRegions(page)).menu, `${items.at(-1)}, ${items.length} of ${items.length}`);
  // Out of sight, but not display:none (which would silence it).
  const box = await page.evaluate(() => {
    const el = document.getElementById('live-menu');
    const box = el.parentElement;
    const r = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    return { display: getComputedStyle(el).display, w: r.width, h: r.height, overflow: style.overflow };
  });
  assert.notEqual(box.display, 'none');
  assert.ok(box.w <= 1 && box.h <= 1 && box.overflow === 'hidden', `hidden: ${JSON.stringify(box)}`);
  await shot(page, 'a11y-menu');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a fight, the surroundings and a death reach the live regions', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'duel.txt', DUEL);
  const before = (await liveRegions(page)).log;
  await press(page, 'KeyD');
  await frames(page, 3);
  const { messages } = await snapshot(page);
  const after = (await liveRegions(page)).log;
  assert.notDeepEqual(after, before, 'the log changed');
  const fresh = after.slice(before.length);
  assert.ok(fresh.some((t) => t.includes('Robot')), `the fight is told: ${fresh}`);
  for (const line of fresh) assert.ok(messages.includes(line), `${line} is a message on screen`);
  await frames(page, 20);
  assert.deepEqual((await liveRegions(page)).log, after, 'frames repeat nothing');

  await press(page, 'KeyT');
  // The Robot's moves depend on the page's random seed: only its direction is sure.
  const told = (await liveRegions(page)).log.at(-1);
  assert.match(told, /^You stand on bare floor\. Your health: \d+ of 10\. In view: Robot \d+ cells? east, \d+ of 10 health\. Wall north, south, west\.$/);

  for (let i = 0; i < 30 && (await snapshot(page)).screen !== 'dead'; i++) {
    await press(page, 'Period');
  }
  assert.equal((await snapshot(page)).screen, 'dead');
  const { alert } = await liveRegions(page);
  assert.match(alert, /^You died/);
  assert.match(alert, /Robot/);
  assert.deepEqual(problems, []);
  await page.close();
});
