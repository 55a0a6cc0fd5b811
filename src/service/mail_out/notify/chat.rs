//! The chat messages a mail carries to its reader (issue 16.1): those they have not seen,
//! each as `"<name> wrote (Thu 26 Nov, 20:29 CET): …"`, its time in the reader's zone. The text
//! part is plain text; the HTML part is escaped by its template like every other value.

use crate::clock::Reader;
use crate::store::chat::ChatRow;

/// One chat message in a mail.
pub struct ChatMailLine {
    /// The writer's name.
    pub name: String,
    /// When, in the reader's zone, named ("Thu 26 Nov, 20:29 CET").
    pub at: String,
    /// The text.
    pub text: String,
}

impl ChatMailLine {
    /// The text for the plain text part: each line after the first indented under the
    /// message's first line.
    pub fn indented(&self) -> String {
        self.text.replace('\n', "\n    ")
    }
}

/// `rows` as `reader` reads them in a mail.
pub fn chat_lines(rows: &[ChatRow], reader: &Reader) -> Vec<ChatMailLine> {
    rows.iter()
        .map(|row| ChatMailLine {
            name: row.name.clone(),
            at: reader.wall(row.at).unwrap_or_default(),
            text: row.text.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Millis;

    #[test]
    fn a_message_reads_with_its_writer_and_local_time() {
        let row = ChatRow {
            id: 3,
            seat_index: crate::engine::Seat(1),
            name: "ben".into(),
            text: "good luck\nand have fun".into(),
            // Thu 26 Nov 2026, 19:29 UTC.
            at: Millis(1_795_721_340_000),
        };
        let reader = Reader::new(Some("Europe/Paris"), row.at);
        let lines = chat_lines(&[row], &reader);
        assert_eq!(lines[0].name, "ben");
        assert_eq!(lines[0].at, "Thu 26 Nov, 20:29 CET");
        assert_eq!(lines[0].indented(), "good luck\n    and have fun");
    }
}
