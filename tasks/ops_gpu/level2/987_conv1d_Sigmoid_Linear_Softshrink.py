"""F.conv1d -> Sigmoid -> Linear -> Softshrink: synthesised by warpgym synth (seed 7, index 1609, torch#4, dim 0 x64)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv1d -> Sigmoid -> Linear -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()
        self.linear_2 = nn.Linear(in_features=1, out_features=1)
        self.softshrink_3 = nn.Softshrink()

    def forward(self, x, x1):
        x = F.conv1d(x, x1)
        x = self.sigmoid_1(x)
        x = self.linear_2(x)
        x = self.softshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(1024, 32, 256), torch.randn(1024, 32, 256)]


def get_init_inputs():
    return []
