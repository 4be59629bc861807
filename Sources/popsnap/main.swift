import Popsnap
