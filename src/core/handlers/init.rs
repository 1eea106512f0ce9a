//! Init: sizes the canvas backing store to the window on `Load` and `Resize`.

use crate::core::app_state::{HostRequest, Viewport};
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;

/// Keeps the canvas at CSS size × device pixel ratio, so pixels stay crisp,
/// and re-lays-out when the ratio changes (zoom, another screen).
#[derive(Debug, Default)]
pub struct Init;

impl EventHandler for Init {
    fn name(&self) -> &'static str {
        "Init"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let (Event::Load { css_width, css_height, device_pixel_ratio }
        | Event::Resize { css_width, css_height, device_pixel_ratio }) = *event
        else {
            return None;
        };
        let sane = |v: f64, fallback: f64| if v.is_finite() && v > 0.0 { v } else { fallback };
        let viewport = Viewport {
            css_width: sane(css_width, 1.0),
            css_height: sane(css_height, 1.0),
            ratio: sane(device_pixel_ratio, 1.0),
        };
        let (width, height) = viewport.device_size();
        ctx.app.viewport = viewport;
        ctx.app.requests.push(HostRequest::SetCanvasSize { width, height });
        None
    }
}
