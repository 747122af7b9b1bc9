"""The errors that mean "bad input" (exit 2, HTTP 4xx) rather than a bug."""

from __future__ import annotations

from api.service import UnknownConflict
from extractors.scenes import ManuscriptError
from graph.bible import BibleError
from graph.cast import UnknownEntity
from graph.store import StoreError, UnknownProject

NOT_FOUND = (UnknownProject, UnknownEntity, UnknownConflict)
USER_ERRORS = (*NOT_FOUND, ManuscriptError, BibleError, StoreError, ValueError)
