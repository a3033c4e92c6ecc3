"""A request body with no stated length (`Transfer-Encoding: chunked`) is held to
MAX_CONTENT_LENGTH as a sized one is: 413, with the same problem document.

werkzeug caps such a body at max_content_length, but reading the whole of it stops at the cap and
returns what it read: a larger body reached the JSON parser cut short, and was answered 400 "not
valid JSON". Here reading the whole body looks one byte past the cap, and a body that goes on is
refused 413, as a Content-Length over the cap is before anything is read.
"""
from __future__ import annotations

from typing import IO

import flask
from werkzeug.utils import cached_property
from werkzeug.wsgi import LimitedStream, get_input_stream


class CappedStream(LimitedStream):
    def __init__(self, stream: IO[bytes], limit: int) -> None:
        super().__init__(stream, limit, is_max=True)
        self.source = stream

    def readall(self) -> bytes:
        data = super().readall()
        if self.is_exhausted and self.source.read(1):
            self.on_exhausted()  # RequestEntityTooLarge: the body goes on past the cap
        return data


class CappedRequest(flask.Request):
    @cached_property
    def stream(self) -> IO[bytes]:
        # 413 at once for a Content-Length over the cap; otherwise the stream werkzeug would give.
        stream = get_input_stream(self.environ, max_content_length=self.max_content_length)
        if self.max_content_length is not None and "wsgi.input_terminated" in self.environ:
            # The server ends the body itself (gunicorn does, chunked or sized): the one case where
            # werkzeug caps it at max_content_length, and cuts it short when it is longer.
            return CappedStream(self.environ["wsgi.input"], self.max_content_length)
        return stream
