"""MaxPool2d -> torch.lgamma: synthesised by warpgym synth (seed 9, index 224, torch#2, dim 0 x7462)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> torch.lgamma"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(59696, 64, 16, 16)]


def get_init_inputs():
    return []
