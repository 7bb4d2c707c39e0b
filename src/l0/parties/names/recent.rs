//! The answers a name reader gave for the last few questions it was asked, kept per thread.
//!
//! Reading one instrument asks the same question of the same words more than once: a list's
//! first part is cleaned to find where the list ends, then the whole list; a name's type is asked
//! as the name is read and again once its list is whole. The readers that keep answers here
//! depend on their arguments alone, so a kept answer is the answer they would work out again; a
//! few answers cover one list and its neighbours, not an instrument's worth.

use std::collections::VecDeque;

/// The last `capacity` questions and their answers, oldest first.
pub(super) struct RecentAnswers<Q, A> {
    capacity: usize,
    answers: VecDeque<(Q, A)>,
}

impl<Q, A: Clone> RecentAnswers<Q, A> {
    pub(super) const fn new(capacity: usize) -> Self {
        RecentAnswers { capacity, answers: VecDeque::new() }
    }

    /// The kept answer to the question `asked` recognises, if it was asked lately.
    pub(super) fn answer(&self, asked: impl Fn(&Q) -> bool) -> Option<A> {
        self.answers.iter().find(|(question, _)| asked(question)).map(|(_, answer)| answer.clone())
    }

    /// Keeps an answer, forgetting the oldest when `capacity` are kept.
    pub(super) fn keep(&mut self, question: Q, answer: A) {
        if self.answers.len() == self.capacity {
            self.answers.pop_front();
        }
        self.answers.push_back((question, answer));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_last_answers_and_forgets_the_oldest() {
        let mut recent: RecentAnswers<String, usize> = RecentAnswers::new(2);
        recent.keep("JOHN A. DOE".to_string(), 1);
        recent.keep("MARY DOE".to_string(), 2);
        assert_eq!(recent.answer(|q| q == "JOHN A. DOE"), Some(1));
        recent.keep("ACME OIL CO.".to_string(), 3);
        assert_eq!(recent.answer(|q| q == "JOHN A. DOE"), None);
        assert_eq!(recent.answer(|q| q == "MARY DOE"), Some(2));
        assert_eq!(recent.answer(|q| q == "ACME OIL CO."), Some(3));
    }
}
