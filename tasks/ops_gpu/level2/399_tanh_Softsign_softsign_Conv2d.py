"""F.tanh -> Softsign -> F.softsign -> Conv2d: synthesised by warpgym synth (seed 7, index 632, torch#4, dim 0 x610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> Softsign -> F.softsign -> Conv2d"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()
        self.conv2d_3 = nn.Conv2d(in_channels=16, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = F.tanh(x)
        x = self.softsign_1(x)
        x = F.softsign(x)
        x = self.conv2d_3(x)
        return x


def get_inputs():
    return [torch.randn(4880, 16, 32, 32)]


def get_init_inputs():
    return []
