// Loads the game. Everything else, listeners included, lives in Rust.
// The marks time the start (tools/bench-start.mjs reads every `roguelike:`
// mark); the wasm compiles while it downloads (instantiateStreaming, given
// the `application/wasm` type the server sends).
import init from './roguelike.js';

performance.mark('roguelike:loader');
// English's table (every start needs it before its first frame) is read
// from here on, while the wasm downloads and compiles: the head's preload
// serves this fetch, and the wasm finds the text read when it starts
// (src/web/mod.rs, `early_read`). A page built by hand names no table.
const english = document.getElementById('game')?.dataset.localeEn;
if (english) {
  window.roguelikeEarly = {
    [english]: fetch(english).then((r) => (r.ok ? r.text() : Promise.reject(`${english}: HTTP ${r.status}`))),
  };
}
init().then(() => performance.mark('roguelike:started')).catch((error) => {
  const panel = document.getElementById('panic');
  panel.textContent = `The game could not start: ${error}`;
  panel.className = 'shown';
  console.error(error);
});
