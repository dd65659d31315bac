"""torch.div -> torch.atan -> torch.trunc: synthesised by warpgym synth (seed 7, index 1291, torch#3, dim 0 x4308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> torch.atan -> torch.trunc"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = torch.atan(x)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(275712, 1024), torch.randn(275712, 1024)]


def get_init_inputs():
    return []
