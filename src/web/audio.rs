//! Plays the sounds `ui::sound` chooses, synthesized with WebAudio (oscillators and gain
//! envelopes, no audio files). The `AudioContext` is made only after the player has
//! pressed a key or the pointer on the page ([`Audio::gesture`]), at the first sound; before
//! that, and when muted (no sound is chosen), nothing here runs.

use web_sys::{AudioContext, AudioContextState, OscillatorType};

use three_crowns::ui::sound::{Sound, Wave};

/// The sounds' means, in the app.
#[derive(Default)]
pub struct Audio {
    /// Made at the first sound after a gesture.
    context: Option<AudioContext>,
    /// The player pressed a key or the pointer: sounds may start from now on.
    pub gesture: bool,
}

impl Audio {
    /// Plays `sound` now (nothing before the first gesture, or where WebAudio is
    /// missing).
    pub fn play(&mut self, sound: Sound) {
        if !self.gesture {
            return;
        }
        if self.context.is_none() {
            self.context = AudioContext::new().ok();
        }
        if let Some(ctx) = &self.context {
            let _ = notes(ctx, sound);
        }
    }
}

fn notes(ctx: &AudioContext, sound: Sound) -> Result<(), wasm_bindgen::JsValue> {
    if ctx.state() == AudioContextState::Suspended {
        let _ = ctx.resume()?;
    }
    let now = ctx.current_time();
    for n in sound.notes() {
        let (t, end) = (
            now + f64::from(n.start),
            now + f64::from(n.start + n.length),
        );
        let osc = ctx.create_oscillator()?;
        osc.set_type(match n.wave {
            Wave::Sine => OscillatorType::Sine,
            Wave::Triangle => OscillatorType::Triangle,
            Wave::Square => OscillatorType::Square,
        });
        let f = osc.frequency();
        f.set_value_at_time(n.freq, t)?;
        f.exponential_ramp_to_value_at_time(n.to, end)?;
        let gain = ctx.create_gain()?;
        let g = gain.gain();
        g.set_value_at_time(0.0001, t)?;
        g.exponential_ramp_to_value_at_time(n.gain, t + 0.01)?;
        g.exponential_ramp_to_value_at_time(0.0001, end)?;
        osc.connect_with_audio_node(&gain)?;
        gain.connect_with_audio_node(&ctx.destination())?;
        osc.start_with_when(t)?;
        osc.stop_with_when(end + 0.02)?;
    }
    Ok(())
}
