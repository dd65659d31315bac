"""torch.sign -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 2047, torch#2, dim 0 x3271)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sign(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(13084, 32, 32, 32), torch.randn(13084, 32, 32, 32)]


def get_init_inputs():
    return []
