"""SELU -> torch.reciprocal -> Linear: synthesised by warpgym synth (seed 7, index 5528, torch#3, dim 0 x4104)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.reciprocal -> Linear"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.linear_2 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x):
        x = self.selu_0(x)
        x = torch.reciprocal(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(525312, 256)]


def get_init_inputs():
    return []
