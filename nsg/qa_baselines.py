"""``python -m nsg.qa_baselines``: see :mod:`nsg.commands.qa_baselines`."""
from nsg.commands.common import run_main
from nsg.commands.qa_baselines import main

if __name__ == "__main__":
    run_main(main)
