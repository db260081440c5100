"""``python -m nsg.standin_clip``: see :mod:`nsg.commands.standin_clip`."""
from nsg.commands.common import run_main
from nsg.commands.standin_clip import main

if __name__ == "__main__":
    run_main(main)
