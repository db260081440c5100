"""``python -m nsg.online``: see :mod:`nsg.commands.online`."""
from nsg.commands.common import run_main
from nsg.commands.online import main

run_main(main)
