// Loads the game. Everything else, listeners included, lives in Rust.
// The marks time the start (tools/bench-start.mjs reads every `roguelike:`
// mark); the wasm compiles while it downloads (instantiateStreaming, given
// the `application/wasm` type the server sends).
import init from './roguelike.js';

performance.mark('roguelike:loader');
init().then(() => performance.mark('roguelike:started')).catch((error) => {
  const panel = document.getElementById('panic');
  panel.textContent = `The game could not start: ${error}`;
  panel.className = 'shown';
  console.error(error);
});
