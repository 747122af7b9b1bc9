"""A real OpenAI-compatible endpoint on loopback whose answers a test scripts: for exact
responses and for the failures a real model server cannot be made to show on cue."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

Answer = Callable[[dict], tuple[int, dict]]


def completion(content: str, prompt_tokens: int = 120, completion_tokens: int = 40) -> tuple[int, dict]:
    return 200, {"id": "chatcmpl-1", "object": "chat.completion", "created": int(time.time()), "model": "scripted",
                 "choices": [{"index": 0, "finish_reason": "stop",
                              "message": {"role": "assistant", "content": content}}],
                 "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                           "total_tokens": prompt_tokens + completion_tokens}}


def error(status: int, message: str) -> tuple[int, dict]:
    return status, {"error": {"message": message, "type": "scripted", "code": status}}


def scene_of(body: dict) -> str:
    """The scene text of a request (the prompt's last part)."""
    return body["messages"][1]["content"].split("):\n", 1)[-1]


class ScriptedEndpoint:
    """`answer(request body) -> (status, JSON)` behind /v1/chat/completions; records every request."""

    def __init__(self, answer: Answer, delay: float = 0.0):
        self.answer, self.delay = answer, delay
        self.requests: list[dict] = []
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                endpoint.requests.append(body)
                time.sleep(endpoint.delay)
                status, document = endpoint.answer(body)
                data = json.dumps(document).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> ScriptedEndpoint:
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()
