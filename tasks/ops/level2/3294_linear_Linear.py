"""F.linear -> Linear: synthesised by warpgym synth (seed 7, index 4337, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x, x1):
        x = F.linear(x, x1)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(256, 256)]


def get_init_inputs():
    return []
