//! Digests written as text: cache keys, stamps, tract and job ids.

/// Lower-case hexadecimal of `bytes`. Built without a `String` per byte: a run writes a cache
/// key for every document it looks at.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut hex = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        hex.push(char::from(DIGITS[usize::from(byte >> 4)]));
        hex.push(char::from(DIGITS[usize::from(byte & 0x0f)]));
    }
    hex
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_is_two_lower_case_digits() {
        assert_eq!(hex(&[0x00, 0x0f, 0xab, 0x7f, 0xff]), "000fab7fff");
        assert_eq!(hex(&[]), "");
    }
}
