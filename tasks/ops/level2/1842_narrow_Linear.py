"""torch.narrow -> Linear: synthesised by warpgym synth (seed 7, index 2442, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.narrow -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=2, out_features=2)

    def forward(self, x):
        x = torch.narrow(x, -1, 2, 2)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256)]


def get_init_inputs():
    return []
