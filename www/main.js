// Loads the game. Everything else, listeners included, lives in Rust.
import init from './roguelike.js';

init().catch((error) => {
  const panel = document.getElementById('panic');
  panel.textContent = `The game could not start: ${error}`;
  panel.className = 'shown';
  console.error(error);
});
