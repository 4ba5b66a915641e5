"""Entry script of the frozen app (PyInstaller starts here): the same as `tablee`,
or the bot worker process when started with --bot-worker (desktop/match/botworker.py)."""
import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--bot-worker"]:
        from engine.ai.worker import main as worker_main
        sys.exit(worker_main())
    from desktop.app import main
    sys.exit(main())
