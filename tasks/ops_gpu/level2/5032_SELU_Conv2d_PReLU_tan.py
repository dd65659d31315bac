"""SELU -> Conv2d -> PReLU -> torch.tan: synthesised by warpgym synth (seed 9, index 487, torch#4, dim 0 x354)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> Conv2d -> PReLU -> torch.tan"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.conv2d_1 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=32)
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.conv2d_1(x)
        x = self.prelu_2(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(1416, 32, 32, 32)]


def get_init_inputs():
    return []
