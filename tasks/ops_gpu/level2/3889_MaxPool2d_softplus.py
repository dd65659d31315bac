"""MaxPool2d -> F.softplus: synthesised by warpgym synth (seed 7, index 6125, torch#2, dim 0 x6954)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(111264, 64, 128)]


def get_init_inputs():
    return []
