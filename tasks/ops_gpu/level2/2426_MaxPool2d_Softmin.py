"""MaxPool2d -> Softmin: synthesised by warpgym synth (seed 7, index 3828, torch#2, dim 0 x1296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> Softmin"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(41472, 128, 64)]


def get_init_inputs():
    return []
