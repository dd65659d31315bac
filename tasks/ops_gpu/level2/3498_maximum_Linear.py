"""torch.maximum -> Linear: synthesised by warpgym synth (seed 7, index 5497, torch#2, dim 0 x2694)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=32, out_features=32)

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(10776, 32, 32, 32), torch.randn(10776, 32, 32, 32)]


def get_init_inputs():
    return []
