"""MaxPool3d -> RReLU: synthesised by warpgym synth (seed 7, index 4459, torch#2, dim 0 x24851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> RReLU"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(49702, 8, 8, 16, 16)]


def get_init_inputs():
    return []
