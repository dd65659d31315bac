"""LeakyReLU -> torch.qr: synthesised by warpgym synth (seed 7, index 3682, torch#2, dim 0 x4078)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(1043968, 512)]


def get_init_inputs():
    return []
