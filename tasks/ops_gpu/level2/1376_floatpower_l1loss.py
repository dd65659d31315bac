"""torch.float_power -> F.l1_loss: synthesised by warpgym synth (seed 7, index 1888, torch#2, dim 0 x4586)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.float_power(x, 2.0)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(293504, 1024), torch.randn(293504, 1024)]


def get_init_inputs():
    return []
