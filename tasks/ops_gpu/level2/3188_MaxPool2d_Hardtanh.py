"""MaxPool2d -> Hardtanh: synthesised by warpgym synth (seed 7, index 5023, torch#2, dim 0 x2584)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(41344, 32, 256)]


def get_init_inputs():
    return []
