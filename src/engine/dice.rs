//! Dice: the only randomness in any rules engine.
//!
//! A game has one secret 32-byte seed. Each move (and the setup, as move 0) draws from its
//! own ChaCha20 stream, selected by the move's sequence number, so a move's dice never
//! depend on how many numbers earlier moves drew. Faces and shuffles are mapped from the
//! raw 32-bit words by our own unbiased code (rejection sampling), never by `rand`'s
//! range helpers, whose algorithms may change between versions.

use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use sha2::{Digest, Sha256};

/// A game's secret seed. Its SHA-256 is published when the game starts; the seed itself
/// only when the game ends.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Seed(pub [u8; 32]);

impl Seed {
    /// The seed as 64 lower-case hex digits.
    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }

    /// Parses 64 hex digits.
    ///
    /// # Errors
    /// When the text is not exactly 32 bytes of hex.
    pub fn from_hex(text: &str) -> Result<Self, ParseSeedError> {
        let bytes = hex::decode(text.trim()).map_err(|_| ParseSeedError)?;
        let bytes: [u8; 32] = bytes.try_into().map_err(|_| ParseSeedError)?;
        Ok(Seed(bytes))
    }

    /// The published commitment: hex SHA-256 of the seed bytes.
    pub fn hash_hex(&self) -> String {
        hex::encode(Sha256::digest(self.0))
    }
}

impl std::fmt::Debug for Seed {
    /// Never prints the secret itself, so a stray `{:?}` cannot leak it into a log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Seed(sha256 {})", &self.hash_hex()[..12])
    }
}

/// A seed that is not 64 hex digits.
#[derive(Debug, thiserror::Error)]
#[error("a seed is 64 hexadecimal digits")]
pub struct ParseSeedError;

/// The random source for one move of one game.
pub struct Dice {
    rng: ChaCha20Rng,
    /// How many numbers the move has drawn so far.
    drawn: u32,
    /// Test builds only: fixed results handed out before the stream is used.
    #[cfg(test)]
    script: Option<std::collections::VecDeque<u32>>,
}

impl Dice {
    /// The dice of move `seq` (0 = the setup) of the game with `seed`.
    pub fn for_move(seed: &Seed, seq: u64) -> Self {
        let mut rng = ChaCha20Rng::from_seed(seed.0);
        rng.set_stream(seq);
        Dice {
            rng,
            drawn: 0,
            #[cfg(test)]
            script: None,
        }
    }

    /// Test builds only: dice that return `rolls` in order, each as the result of one
    /// [`Dice::roll`] or [`Dice::below`] call (a roll's face, or `below`'s number).
    ///
    /// # Panics
    /// A call after the script is exhausted.
    #[cfg(test)]
    pub fn scripted(rolls: &[u32]) -> Self {
        Dice {
            rng: ChaCha20Rng::from_seed([0; 32]),
            drawn: 0,
            script: Some(rolls.iter().copied().collect()),
        }
    }

    #[cfg(test)]
    fn next_scripted(&mut self) -> Option<u32> {
        self.script
            .as_mut()
            .map(|s| s.pop_front().expect("the scripted dice ran out of rolls"))
    }

    /// A uniform number in `0..n` (`n >= 1`), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "Dice::below(0) has no outcome");
        self.drawn = self.drawn.saturating_add(1);
        #[cfg(test)]
        if let Some(x) = self.next_scripted() {
            return x;
        }
        // Reject the top partial block of the 2^32 range so every residue is equally likely.
        let zone = u32::MAX - (u32::MAX % n + 1) % n;
        loop {
            let x = self.rng.next_u32();
            if x <= zone {
                return x % n;
            }
        }
    }

    /// One roll of a `sides`-sided die: `1..=sides`.
    pub fn roll(&mut self, sides: u32) -> u32 {
        #[cfg(test)]
        if let Some(x) = self.next_scripted() {
            self.drawn = self.drawn.saturating_add(1);
            return x;
        }
        self.below(sides) + 1
    }

    /// How many numbers (rolls, `below` draws, shuffle steps) the move has drawn: a move
    /// that drew any decided something by chance, which a player may not take back.
    pub fn drawn(&self) -> u32 {
        self.drawn
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_and_move_give_the_same_dice() {
        let seed = Seed([7; 32]);
        let a: Vec<u32> = (0..20)
            .map(|_| 0)
            .scan(Dice::for_move(&seed, 3), |d, _| Some(d.roll(6)))
            .collect();
        let b: Vec<u32> = (0..20)
            .map(|_| 0)
            .scan(Dice::for_move(&seed, 3), |d, _| Some(d.roll(6)))
            .collect();
        assert_eq!(a, b);
    }

    #[test]
    fn moves_draw_from_independent_streams() {
        let seed = Seed([7; 32]);
        let mut m1 = Dice::for_move(&seed, 1);
        let mut m2 = Dice::for_move(&seed, 2);
        let a: Vec<u32> = (0..32).map(|_| m1.below(1000)).collect();
        let b: Vec<u32> = (0..32).map(|_| m2.below(1000)).collect();
        assert_ne!(a, b);
    }

    #[test]
    fn dice_are_pinned_so_stored_games_keep_replaying() {
        // If this changes, every stored game's dice change: that is a breaking change.
        let mut d = Dice::for_move(&Seed([0; 32]), 0);
        let rolls: Vec<u32> = (0..8).map(|_| d.roll(6)).collect();
        assert_eq!(rolls, PINNED_ROLLS);
    }
    const PINNED_ROLLS: [u32; 8] = [1, 1, 1, 6, 6, 1, 3, 6];

    #[test]
    fn rolls_cover_every_face_evenly() {
        let mut d = Dice::for_move(&Seed([1; 32]), 9);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[d.roll(6) as usize - 1] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut d = Dice::for_move(&Seed([2; 32]), 1);
        let mut v: Vec<u32> = (0..24).collect();
        d.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..24).collect::<Vec<_>>());
        assert_ne!(v, (0..24).collect::<Vec<_>>());
    }

    #[test]
    fn scripted_dice_return_the_script_in_order() {
        let mut d = Dice::scripted(&[6, 1, 4, 2]);
        assert_eq!(d.roll(6), 6);
        assert_eq!(d.roll(6), 1);
        assert_eq!(d.below(10), 4);
        assert_eq!(d.roll(6), 2);
    }

    #[test]
    fn dice_count_what_a_move_draws() {
        let mut d = Dice::for_move(&Seed([3; 32]), 4);
        assert_eq!(d.drawn(), 0);
        d.roll(6);
        d.below(10);
        assert_eq!(d.drawn(), 2);
        // A shuffle of one item decides nothing and draws nothing.
        d.shuffle(&mut [1]);
        assert_eq!(d.drawn(), 2);
        d.shuffle(&mut [1, 2, 3]);
        assert_eq!(d.drawn(), 4);
        let mut scripted = Dice::scripted(&[5]);
        scripted.roll(6);
        assert_eq!(scripted.drawn(), 1);
    }

    #[test]
    #[should_panic(expected = "ran out")]
    fn scripted_dice_panic_when_exhausted() {
        let mut d = Dice::scripted(&[3]);
        d.roll(6);
        d.roll(6);
    }

    #[test]
    fn seed_hex_round_trips_and_debug_hides_it() {
        let s = Seed([0xab; 32]);
        assert_eq!(Seed::from_hex(&s.to_hex()).unwrap(), s);
        assert!(!format!("{s:?}").contains(&s.to_hex()));
        assert!(Seed::from_hex("xyz").is_err());
    }
}
