"""Entry script of the frozen app (PyInstaller starts here): the same as `tablee`,
or the bot worker process when started with --bot-worker (desktop/match/botworker.py),
or the headless network host and client: `tablee --net-host ARGS` is `tablee-host ARGS`,
`tablee --net-client ARGS` is `tablee-client ARGS` (desktop/net/cli.py)."""
import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--bot-worker"]:
        from engine.ai.worker import main as worker_main
        sys.exit(worker_main())
    if sys.argv[1:2] in (["--net-host"], ["--net-client"]):
        from desktop.net import cli
        entry = cli.host_main if sys.argv[1] == "--net-host" else cli.client_main
        sys.exit(entry(sys.argv[2:]))
    from desktop.app import main
    sys.exit(main())
