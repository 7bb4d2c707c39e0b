//! runtime_linking: an instrument that cites an earlier one by its recording ("recorded in
//! Volume 123, Page 45", "Instrument No. 2019-004512") is linked to the document of the package
//! recorded there. Assignments and releases use it to find the lease they act on, and to take
//! its land when they describe none of their own.

use super::GraphDocument;
use std::collections::HashMap;

/// Cited document ids per citing document, in citation order, without self-citations.
pub fn cited_documents<'a>(documents: &[GraphDocument<'a>]) -> HashMap<&'a str, Vec<&'a str>> {
    let mut by_volume_page: HashMap<(String, String), &'a str> = HashMap::new();
    let mut by_instrument: HashMap<String, &'a str> = HashMap::new();
    for document in documents {
        let recording = document.recording;
        if let (Some(volume), Some(page)) = (&recording.volume, &recording.page) {
            by_volume_page.entry((number_key(volume), number_key(page))).or_insert(document.document_id);
        }
        if let Some(number) = &recording.instrument_number {
            by_instrument.entry(number_key(number)).or_insert(document.document_id);
        }
    }
    let mut cited = HashMap::new();
    for document in documents {
        let mut targets: Vec<&'a str> = Vec::new();
        for reference in &document.resolved.references {
            let by_page = match (&reference.volume, &reference.page) {
                (Some(volume), Some(page)) => by_volume_page.get(&(number_key(volume), number_key(page))).copied(),
                _ => None,
            };
            let by_number = reference.instrument_number.as_ref().and_then(|n| by_instrument.get(&number_key(n)).copied());
            if let Some(target) = by_page.or(by_number)
                && target != document.document_id
                && !targets.contains(&target)
            {
                targets.push(target);
            }
        }
        if !targets.is_empty() {
            cited.insert(document.document_id, targets);
        }
    }
    cited
}

/// "0123" and "123", "2019-004512" and "2019 4512" compare equal: clerks pad numbers.
fn number_key(text: &str) -> String {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|part| !part.is_empty())
        .map(|part| {
            let trimmed = part.trim_start_matches('0');
            if trimmed.is_empty() { "0".to_string() } else { trimmed.to_ascii_uppercase() }
        })
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clerk_numbers_compare_without_padding() {
        assert_eq!(number_key("0123"), number_key("123"));
        assert_eq!(number_key("2019-004512"), number_key("2019 4512"));
        assert_ne!(number_key("12"), number_key("120"));
    }
}
