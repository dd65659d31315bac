"""torch.swapdims -> Linear: synthesised by warpgym synth (seed 7, index 4196, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=64, out_features=64)

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
