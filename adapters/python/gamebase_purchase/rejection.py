"""Why an input is refused: a reason from docs/operations.md and, where it has one, the field or parameter."""


class Rejection(Exception):
    def __init__(self, reason, subject=None):
        super().__init__(reason if subject is None else f"{reason}: {subject}")
        self.reason = reason
        self.subject = subject

    def to_json(self):
        """The ``{"rejected": {...}}`` output; ``subject`` only when there is one."""
        body = {"reason": self.reason}
        if self.subject is not None:
            body["subject"] = self.subject
        return {"rejected": body}
