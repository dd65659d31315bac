"""torch.diff -> torch.pinverse -> torch.neg: synthesised by warpgym synth (seed 9, index 350, torch#3, dim 0 x864)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.pinverse -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diff(x)
        x = torch.pinverse(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(55296, 1024)]


def get_init_inputs():
    return []
