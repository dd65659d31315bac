"""torch.sub -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 5849, torch#2, dim 0 x2468)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.sub(x, x1)
        x = F.smooth_l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(9872, 32, 32, 32), torch.randn(9872, 32, 32, 32), torch.randn(9872, 32, 32, 32)]


def get_init_inputs():
    return []
