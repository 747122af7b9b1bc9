"""The `loregraph` command (also `python -m api`): the CLI, started so that a Ctrl-C while it loads ends it quietly."""

import sys


def main() -> None:
    try:  # loading the CLI takes seconds, and Python reports a Ctrl-C during an import with a traceback
        from api.cli import app
    except KeyboardInterrupt:
        sys.exit(130)  # what the running CLI exits with on a Ctrl-C, as shells do
    app()


if __name__ == "__main__":
    main()
