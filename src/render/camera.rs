//! The camera: where the view is centred, gliding towards the player with
//! frame-rate-independent exponential easing.

/// A camera position in cells (fractional while gliding).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// Current centre, x in cells.
    pub x: f64,
    /// Current centre, y in cells.
    pub y: f64,
    /// Time constant of the glide in milliseconds: after this long, 63% of the
    /// remaining distance is covered.
    pub time_constant_ms: f64,
}

/// Closer than this (in cells) the camera snaps exactly onto its target.
const SNAP_DISTANCE: f64 = 0.002;

impl Camera {
    /// A camera looking exactly at `(x, y)`.
    pub fn at(x: f64, y: f64) -> Camera {
        Camera { x, y, time_constant_ms: 90.0 }
    }

    /// Jumps onto the target: used when a world is first shown.
    pub fn snap_to(&mut self, x: f64, y: f64) {
        self.x = x;
        self.y = y;
    }

    /// Moves towards `(tx, ty)` for `dt_ms` milliseconds. The remaining distance
    /// shrinks by `exp(-dt / τ)`, so two half steps equal one whole step: the
    /// motion does not depend on the frame rate, never overshoots, and lands
    /// exactly once within `SNAP_DISTANCE`.
    pub fn follow(&mut self, tx: f64, ty: f64, dt_ms: f64) {
        let keep = (-dt_ms.max(0.0) / self.time_constant_ms).exp();
        self.x = tx + (self.x - tx) * keep;
        self.y = ty + (self.y - ty) * keep;
        if (self.x - tx).abs() < SNAP_DISTANCE && (self.y - ty).abs() < SNAP_DISTANCE {
            self.x = tx;
            self.y = ty;
        }
    }

    /// True once the camera sits exactly on `(tx, ty)`.
    pub fn arrived(&self, tx: f64, ty: f64) -> bool {
        self.x == tx && self.y == ty
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(fps: f64, total_ms: f64) -> Camera {
        let mut c = Camera::at(0.0, 0.0);
        let dt = 1000.0 / fps;
        let mut t = 0.0;
        while t + dt <= total_ms + 1e-9 {
            c.follow(10.0, -4.0, dt);
            t += dt;
        }
        c
    }

    #[test]
    fn reaches_target_exactly() {
        let c = run(60.0, 2000.0);
        assert!(c.arrived(10.0, -4.0), "{c:?}");
    }

    #[test]
    fn same_motion_at_30_and_144_fps() {
        // 1/6 s is a whole number of frames at both rates: 5 at 30 fps, 24 at 144.
        let a = run(30.0, 1000.0 / 6.0);
        let b = run(144.0, 1000.0 / 6.0);
        assert!((a.x - b.x).abs() < 1e-6, "{} vs {}", a.x, b.x);
        assert!((a.y - b.y).abs() < 1e-6);
        assert!(a.x > 0.0 && a.x < 10.0, "still gliding: {}", a.x);
    }

    #[test]
    fn never_overshoots_or_jitters() {
        let mut c = Camera::at(0.0, 0.0);
        let mut last = 0.0;
        for i in 0..400 {
            c.follow(5.0, 0.0, if i % 2 == 0 { 3.0 } else { 41.0 });
            assert!(c.x >= last && c.x <= 5.0, "monotone and bounded: {}", c.x);
            last = c.x;
        }
        assert!(c.arrived(5.0, 0.0));
    }
}
