"""Entry script of the frozen app (PyInstaller starts here): the same as `tablee`."""
import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
