"""Linear -> MaxPool2d -> CrossMapLRN2d: synthesised by warpgym synth (seed 9, index 582, torch#3, dim 0 x13)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> MaxPool2d -> CrossMapLRN2d"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=16, out_features=16)
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)
        self.crossmaplrn2d_2 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.maxpool2d_1(x)
        x = self.crossmaplrn2d_2(x)
        return x


def get_inputs():
    return [torch.randn(208, 32, 16, 16)]


def get_init_inputs():
    return []
