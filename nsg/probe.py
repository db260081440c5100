"""``python -m nsg.probe``: see :mod:`nsg.commands.probe`."""
from nsg.commands.common import run_main
from nsg.commands.probe import main

if __name__ == "__main__":
    run_main(main)
