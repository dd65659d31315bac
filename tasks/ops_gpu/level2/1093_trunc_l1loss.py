"""torch.trunc -> F.l1_loss: synthesised by warpgym synth (seed 7, index 1497, torch#2, dim 0 x570)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.trunc(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(2280, 32, 32, 32), torch.randn(2280, 32, 32, 32)]


def get_init_inputs():
    return []
