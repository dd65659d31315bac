"""MaxPool2d -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 4209, torch#2, dim 0 x5279)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=5)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.convtranspose2d_1(x)
        return x


def get_inputs():
    return [torch.randn(84464, 32, 16, 16)]


def get_init_inputs():
    return []
