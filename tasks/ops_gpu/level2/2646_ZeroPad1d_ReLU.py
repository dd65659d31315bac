"""ZeroPad1d -> ReLU: synthesised by warpgym synth (seed 7, index 4189, torch#2, dim 0 x3187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> ReLU"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(25496, 16, 32, 32)]


def get_init_inputs():
    return []
