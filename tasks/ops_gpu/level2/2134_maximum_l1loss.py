"""torch.maximum -> F.l1_loss: synthesised by warpgym synth (seed 7, index 2905, torch#2, dim 0 x10062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.maximum(x, x1)
        x = F.l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(20124, 8, 8, 16, 16), torch.randn(20124, 8, 8, 16, 16), torch.randn(20124, 8, 8, 16, 16)]


def get_init_inputs():
    return []
