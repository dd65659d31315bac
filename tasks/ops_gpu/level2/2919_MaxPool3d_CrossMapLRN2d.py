"""MaxPool3d -> CrossMapLRN2d: synthesised by warpgym synth (seed 7, index 4614, torch#2, dim 0 x6290)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> CrossMapLRN2d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = self.crossmaplrn2d_1(x)
        return x


def get_inputs():
    return [torch.randn(25160, 32, 32, 32)]


def get_init_inputs():
    return []
