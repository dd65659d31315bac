"""torch.float_power -> F.softsign: synthesised by warpgym synth (seed 7, index 2347, torch#2, dim 0 x1518)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> F.softsign"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(6072, 16, 8, 8, 8)]


def get_init_inputs():
    return []
