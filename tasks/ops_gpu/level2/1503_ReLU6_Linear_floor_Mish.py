"""ReLU6 -> Linear -> torch.floor -> Mish: synthesised by warpgym synth (seed 7, index 2410, torch#4, dim 0 x579)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> Linear -> torch.floor -> Mish"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.linear_1 = nn.Linear(in_features=16, out_features=16)
        self.mish_3 = nn.Mish()

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.linear_1(x)
        x = torch.floor(x)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(9264, 32, 16, 16)]


def get_init_inputs():
    return []
