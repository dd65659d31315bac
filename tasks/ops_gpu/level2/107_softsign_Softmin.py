"""F.softsign -> Softmin: synthesised by warpgym synth (seed 7, index 155, torch#2, dim 0 x163)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = F.softsign(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(5216, 128, 64)]


def get_init_inputs():
    return []
