"""F.softsign -> F.softplus -> Tanh: synthesised by warpgym synth (seed 7, index 3911, torch#3, dim 0 x348)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> F.softplus -> Tanh"""

    def __init__(self):
        super().__init__()
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = F.softsign(x)
        x = F.softplus(x)
        x = self.tanh_2(x)
        return x


def get_inputs():
    return [torch.randn(89088, 512)]


def get_init_inputs():
    return []
