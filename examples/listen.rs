//! Writes every sound effect and every piece of music, rendered by the
//! game's synthesiser, as WAV files into a folder (default `sounds/`), to
//! listen to them outside the game while designing them:
//! `cargo run --release --example listen -- /tmp/sounds`. Prints how long
//! each took to render and the peak and loudness (RMS) of each.

use roguelike::audio::{Effects, Music, Pieces, Sound, MUSIC_RATE, SAMPLE_RATE};
use std::path::Path;
use std::time::Instant;

/// `samples` as a 16-bit mono WAV file at `rate`.
fn wav(samples: &[f32], rate: u32) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    // Format chunk: 16 bytes, PCM, mono, the rate, bytes a second, bytes a
    // frame, bits a sample.
    for (value, bytes) in [(16, 4), (1, 2), (1, 2), (rate, 4), (rate * 2, 4), (2, 2), (16, 2)] {
        out.extend_from_slice(&u32::to_le_bytes(value)[..bytes]);
    }
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for sample in samples {
        let value = (sample.clamp(-1.0, 1.0) * 32767.0).round() as i16;
        out.extend_from_slice(&value.to_le_bytes());
    }
    out
}

/// Peak and RMS of `samples`.
fn levels(samples: &[f32]) -> (f32, f64) {
    let peak = samples.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
    let energy: f64 = samples.iter().map(|s| f64::from(*s).powi(2)).sum();
    (peak, (energy / samples.len().max(1) as f64).sqrt())
}

fn write(folder: &Path, name: &str, samples: &[f32], rate: u32, took: f64) {
    let path = folder.join(format!("{name}.wav"));
    if let Err(error) = std::fs::write(&path, wav(samples, rate)) {
        eprintln!("{}: {error}", path.display());
        std::process::exit(1);
    }
    let (peak, rms) = levels(samples);
    let seconds = samples.len() as f64 / f64::from(rate);
    println!("{name:16} {seconds:6.2} s  peak {peak:.2}  rms {rms:.3}  rendered in {took:.1} ms");
}

fn main() {
    let folder = std::env::args().nth(1).unwrap_or_else(|| "sounds".into());
    let folder = Path::new(&folder);
    if let Err(error) = std::fs::create_dir_all(folder) {
        eprintln!("{}: {error}", folder.display());
        std::process::exit(1);
    }
    for sound in Sound::ALL {
        let start = Instant::now();
        let samples = Effects::get().render(sound);
        let took = start.elapsed().as_secs_f64() * 1000.0;
        write(folder, sound.name(), &samples, SAMPLE_RATE, took);
    }
    for music in Music::ALL {
        let start = Instant::now();
        let samples = Pieces::get().render(music);
        let took = start.elapsed().as_secs_f64() * 1000.0;
        write(folder, &format!("music-{music}"), &samples, MUSIC_RATE, took);
    }
}
