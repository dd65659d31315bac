"""torch.cumsum -> torch.cos -> Linear: synthesised by warpgym synth (seed 7, index 774, torch#3, dim 0 x1799)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> torch.cos -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = torch.cos(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(230272, 256)]


def get_init_inputs():
    return []
