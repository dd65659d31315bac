"""SELU -> Linear -> Softshrink: synthesised by warpgym synth (seed 7, index 5695, torch#3, dim 0 x1735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> Linear -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.linear_1 = nn.Linear(in_features=64, out_features=64)
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.linear_1(x)
        x = self.softshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(55520, 128, 64)]


def get_init_inputs():
    return []
